/**
 * Written Hebrew as a speech engine should read it. Festival names from the calendar carry Hebrew numerals
 * ("חנוכה: א׳ נר", "פסח ז׳") and abbreviations ("ר״ח"); with their geresh marks stripped the engine reads
 * "א נר" as a word. These become words: "הנר הראשון של חנוכה", "היום השביעי של פסח", "ראש חודש".
 */

const ORDINALS = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שביעי', 'שמיני'] as const

/** The value of a one-letter Hebrew numeral (א = 1 … ח = 8); null for anything else. */
function numeralValue(letter: string): number | null {
  const i = 'אבגדהוזח'.indexOf(letter)
  return i < 0 ? null : i + 1
}

/** The festivals the calendar numbers by day; the number follows the name. */
const NUMBERED_FESTIVALS = ['ראש השנה', 'חול המועד סוכות', 'חול המועד פסח', 'סוכות', 'פסח', 'שבועות']

const GERESH = "[׳']"
const GERSHAYIM = '[״"]'

const ABBREVIATIONS: [RegExp, string][] = [
  [new RegExp(`ר${GERSHAYIM}ח`, 'g'), 'ראש חודש'],
  [new RegExp(`חוה${GERSHAYIM}מ`, 'g'), 'חול המועד'],
  [new RegExp(`שמח${GERSHAYIM}ת`, 'g'), 'שמחת תורה'],
  [new RegExp(`יו${GERSHAYIM}ט`, 'g'), 'יום טוב'],
  [new RegExp(`ט${GERSHAYIM}ו בשבט`, 'g'), 'חמישה עשר בשבט'],
  [new RegExp(`ל${GERSHAYIM}ג בעומר`, 'g'), 'שלושים ושלושה בעומר'],
]

/** "חנוכה: א׳ נר", "חנוכה: ח׳ נרות" -> "הנר הראשון של חנוכה", "הנר השמיני של חנוכה". */
function chanukahCandle(text: string): string {
  return text.replace(
    new RegExp(`חנוכה:?\\s*([א-ח])${GERESH}\\s*נר(?:ות)?`, 'g'),
    (whole, letter: string) => {
      const n = numeralValue(letter)
      return n ? `הנר ה${ORDINALS[n - 1]} של חנוכה` : whole
    },
  )
}

/** "סוכות ז׳ (הושענא רבה)" -> "הושענא רבה": the day's own name is the one people say. */
function ownName(text: string): string {
  return text.replace(
    new RegExp(`(^|\\s)([לבכ]?)(?:${NUMBERED_FESTIVALS.join('|')}) [א-ח]${GERESH}\\s*\\(([^)]+)\\)`, 'g'),
    '$1$2$3',
  )
}

/** "פסח ז׳", "לראש השנה ב׳" -> "היום השביעי של פסח", "להיום השני של ראש השנה" (the article is fixed below). */
function numberedDay(text: string): string {
  return text.replace(
    new RegExp(`(^|\\s)([לבכ]?)(${NUMBERED_FESTIVALS.join('|')}) ([א-ח])${GERESH}(?=$|[\\s,.:;)])`, 'g'),
    (whole, start: string, prefix: string, name: string, letter: string) => {
      const n = numeralValue(letter)
      return n ? `${start}${prefix}היום ה${ORDINALS[n - 1]} של ${name}` : whole
    },
  )
}

const UNITS = ['אחד', 'שניים', 'שלושה', 'ארבעה', 'חמישה', 'שישה', 'שבעה', 'שמונה', 'תשעה'] as const
const LETTER_VALUES: Record<string, number> = {
  א: 1,
  ב: 2,
  ג: 3,
  ד: 4,
  ה: 5,
  ו: 6,
  ז: 7,
  ח: 8,
  ט: 9,
  י: 10,
  כ: 20,
  ל: 30,
}

/** A day of a Hebrew month (1-30) as it is said: "עשרים וארבעה". */
function dayInWords(n: number): string {
  if (n < 10) return UNITS[n - 1] ?? ''
  if (n === 10) return 'עשרה'
  if (n < 20) return `${n === 12 ? 'שניים' : UNITS[n - 11]} עשר`
  const tens = n < 30 ? 'עשרים' : 'שלושים'
  return n % 10 ? `${tens} ו${UNITS[(n % 10) - 1]}` : tens
}

const MONTHS = [
  'תשרי',
  'חשוון',
  'חשון',
  'כסלו',
  'טבת',
  'שבט',
  'אדר',
  'ניסן',
  'אייר',
  'סיוון',
  'סיון',
  'תמוז',
  'אב',
  'אלול',
]

/** "כ״ד כסלו" -> "עשרים וארבעה בכסלו"; the year (תשפ״ז) stays, it is said as written. */
function hebrewDay(text: string): string {
  return text.replace(
    new RegExp(
      `(^|\\s)([א-ל](?:${GERSHAYIM}[א-ט])?|[א-ל]${GERESH}) (${MONTHS.join('|')})(?=$|[\\s,.:;)])`,
      'g',
    ),
    (whole, start: string, numeral: string, month: string) => {
      const n = [...numeral].reduce((sum, c) => sum + (LETTER_VALUES[c] ?? 0), 0)
      return n >= 1 && n <= 30 ? `${start}${dayInWords(n)} ב${month}` : whole
    },
  )
}

export function spokenHebrew(text: string): string {
  let out = hebrewDay(chanukahCandle(text))
  out = ownName(out)
  for (const [pattern, words] of ABBREVIATIONS) out = out.replace(pattern, words)
  out = numberedDay(out)
  // "ל" + "היום השני" is said "ליום השני": the prefix swallows the article.
  return out.replace(/(^|\s)([לבכ])ה(יום|נר) (?=ה)/g, '$1$2$3 ')
}
