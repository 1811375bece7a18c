import type { InternalAccount } from '@seats/contracts'

/**
 * The billing notices a warden receives by email, in Hebrew, as plain text (auth's mail path renders it
 * right to left with an HTML part). Each names the synagogue, the figures and what to do next.
 */

export interface MailText {
  subject: string
  body: string
}

/** 31/12/26: how the app shows a day. */
export function shortDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-')
  return `${d}/${m}/${y?.slice(2)}`
}

const shekels = (amount: number) => `₪${Number.isInteger(amount) ? amount : amount.toFixed(2)}`

function greeting(account: Pick<InternalAccount, 'contactName'>): string {
  const name = account.contactName.trim()
  return name ? `שלום ${name},` : 'שלום,'
}

const synagogueOf = (account: Pick<InternalAccount, 'synagogueName'>) =>
  account.synagogueName.trim() ? ` של ${account.synagogueName.trim()}` : ''

/** What a charge paid for: the plan's monthly or yearly charge, or the difference of an upgrade. */
export type ChargeKind = 'monthly' | 'yearly' | 'upgrade'

const CHARGE_WORDS: Record<ChargeKind, string> = {
  monthly: 'התשלום החודשי עבור המנוי',
  yearly: 'התשלום השנתי עבור המנוי',
  upgrade: 'התשלום על הגדלת המסלול של המנוי',
}

export function receiptText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  payment: {
    kind: ChargeKind
    amount: number
    date: string
    cardLastDigits: string | null
    documentUrl: string | null
  },
  nextCharge: string | null,
): MailText {
  return {
    subject: `קבלה על תשלום המנוי: ${shekels(payment.amount)}`,
    body: [
      greeting(account),
      '',
      `${CHARGE_WORDS[payment.kind]}${synagogueOf(account)} התקבל: ${shekels(payment.amount)} ביום ${shortDate(payment.date)}${payment.cardLastDigits ? `, בכרטיס המסתיים ב-${payment.cardLastDigits}` : ''}.`,
      ...(nextCharge ? [`החיוב הבא: ${shortDate(nextCharge)}.`] : []),
      ...(payment.documentUrl ? ['', `הקבלה: ${payment.documentUrl}`] : []),
    ].join('\n'),
  }
}

export function renewalDeclinedText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  payment: { amount: number; date: string; reason: string | null },
  payUrl: string,
): MailText {
  return {
    subject: 'החיוב החודשי לא עבר',
    body: [
      greeting(account),
      '',
      `החיוב החודשי עבור המנוי${synagogueOf(account)} (${shekels(payment.amount)}, ${shortDate(payment.date)}) לא אושר${payment.reason ? `: ${payment.reason}` : '.'}`,
      'כדי שהמפה והדיווחים ימשיכו לעבוד, אפשר להזין כרטיס אחר כאן:',
      payUrl,
    ].join('\n'),
  }
}

export function cancelledText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  activeUntil: string | null,
): MailText {
  return {
    subject: 'המנוי בוטל',
    body: [
      greeting(account),
      '',
      `המנוי${synagogueOf(account)} בוטל, ולא יהיו חיובים נוספים.`,
      ...(activeUntil ? [`החשבון ממשיך לעבוד עד ${shortDate(activeUntil)}.`] : []),
      'אפשר לחדש את המנוי בכל עת ממסך "מנוי ותשלומים".',
    ].join('\n'),
  }
}

export function cardExpiringText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  card: { lastDigits: string | null; expiry: string },
  payUrl: string,
): MailText {
  return {
    subject: `תוקף הכרטיס יפוג ב-${card.expiry}`,
    body: [
      greeting(account),
      '',
      `תוקף הכרטיס${card.lastDigits ? ` המסתיים ב-${card.lastDigits}` : ''}, שממנו משולם המנוי${synagogueOf(account)}, יפוג בסוף ${card.expiry}.`,
      'כדי שהחיוב הבא יעבור, אפשר להזין כרטיס חדש כאן (החיוב לא יוקדם):',
      payUrl,
    ].join('\n'),
  }
}

export function lapsingText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  lastDay: string,
  payUrl: string,
): MailText {
  return {
    subject: 'המנוי ייעצר מחר',
    body: [
      greeting(account),
      '',
      `החיוב החודשי עבור המנוי${synagogueOf(account)} עדיין לא עבר, והמנוי ייעצר בסוף יום ${shortDate(lastDay)}.`,
      'אחרי כן המפה תוצג, אבל לא יהיה אפשר לשנות אותה. אפשר להזין כרטיס אחר כאן:',
      payUrl,
    ].join('\n'),
  }
}

export function priceChangedText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  change: { from: number; to: number; nextCharge: string | null },
): MailText {
  return {
    subject: `מחיר המנוי עודכן: ${shekels(change.to)} לחודש`,
    body: [
      greeting(account),
      '',
      `מחיר המנוי${synagogueOf(account)} עודכן מ-${shekels(change.from)} ל-${shekels(change.to)} לחודש${change.nextCharge ? `, החל מהחיוב הבא ביום ${shortDate(change.nextCharge)}` : ''}.`,
      'החודש ששולם כבר לא משתנה.',
    ].join('\n'),
  }
}

export function retryReminderText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  lastDay: string,
  payUrl: string,
): MailText {
  return {
    subject: 'תזכורת: החיוב החודשי עדיין לא עבר',
    body: [
      greeting(account),
      '',
      `החיוב החודשי עבור המנוי${synagogueOf(account)} עדיין לא עבר. המנוי ימשיך לעבוד עד סוף יום ${shortDate(lastDay)}, ואחרי כן ייעצר.`,
      'אפשר להזין כרטיס אחר כאן:',
      payUrl,
    ].join('\n'),
  }
}

/** A payment whose answer was late (the warden may have left the page): what the reconcile found. */
export function paymentSettledText(
  account: Pick<InternalAccount, 'contactName' | 'synagogueName'>,
  outcome: 'paid' | 'declined',
  payUrl: string,
): MailText {
  return outcome === 'paid'
    ? {
        subject: 'התשלום אושר והמנוי פעיל',
        body: [
          greeting(account),
          '',
          `התשלום שהזנתם עבור המנוי${synagogueOf(account)} אושר אחרי בדיקה, והמנוי פעיל. אין צורך לחזור על התשלום.`,
        ].join('\n'),
      }
    : {
        subject: 'התשלום לא אושר',
        body: [
          greeting(account),
          '',
          `התשלום שהזנתם עבור המנוי${synagogueOf(account)} לא אושר, ולא חויבתם. אפשר לנסות כרטיס אחר כאן:`,
          payUrl,
        ].join('\n'),
      }
}
