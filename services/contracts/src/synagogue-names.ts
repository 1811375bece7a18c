import { z } from 'zod'

/**
 * When two synagogues' names sound alike on the phone line. A caller in both hears a menu of names, so a
 * name that copies another (spacing, niqqud, quote marks, final letters, full or defective spelling, a
 * leading "בית הכנסת", Latin case) must be told apart there and is refused where it is set.
 */

const FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' }

/** The words the line adds itself ("אהל משה" is spoken "בית הכנסת אהל משה"). */
const SYNAGOGUE_WORD = /^(בית ה?כנסת|ביהכנס|ביכנס)( |$)/

/** Vav and yod inside a word are often only vowels: "אוהל" and "אהל" are spoken alike. */
const dropInnerVowelLetters = (word: string) => word.slice(0, 1) + word.slice(1).replace(/[וי]/g, '')

/** The form two names share when a caller cannot tell them apart; '' for a name with no letters. */
export function synagogueNameKey(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (c) => FINAL_LETTERS[c] ?? c)
    // Quote marks go without a trace (ביהכנ"ס); other punctuation separates words like a space.
    .replace(/["'`׳״\u2018\u2019\u201c\u201d]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return plain.replace(SYNAGOGUE_WORD, '').split(' ').map(dropInnerVowelLetters).join('')
}

export const synagogueNamesConfusable = (a: string, b: string): boolean =>
  synagogueNameKey(a) === synagogueNameKey(b)

/** Renaming to a name a caller could not tell from another synagogue's that shares a worshipper's phone. */
export const SYNAGOGUE_NAME_CONFUSABLE_MESSAGE =
  'שם זה דומה לשם של בית כנסת אחר שמתפללים שלו רשומים גם אצלכם; הוסיפו את שם העיר או שם אחר'

/** Adding a phone that a synagogue of a confusable name already has. */
export const PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE =
  'מספר טלפון זה רשום גם בבית כנסת אחר ששמו דומה לשם בית הכנסת שלכם, ובקו הטלפוני לא יהיה אפשר להבחין ביניהם; כדי להוסיף אותו, הוסיפו לשם בית הכנסת בהגדרות החשבון את שם העיר או שם אחר'

/** GET /internal/accounts/:accountId/phone-sharing-accounts (seating): other accounts with a person on one of its phones. */
export const phoneSharingAccountsSchema = z.object({ accountIds: z.array(z.number().int()) })
export type PhoneSharingAccounts = z.infer<typeof phoneSharingAccountsSchema>
