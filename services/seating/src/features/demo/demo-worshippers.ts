import type { PersonInput } from '@seats/contracts'

/**
 * The demo congregation: families (a surname with the first names of those who come to pray), in the order
 * they are seated, so that members of one family sit side by side as they do in a real synagogue.
 */
const FAMILIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['כהן', ['יצחק', 'אברהם', 'נתנאל']],
  ['לוי', ['משה', 'אליהו']],
  ['מזרחי', ['יעקב', 'דוד', 'שמעון', 'אביחי']],
  ['פרץ', ['רפאל']],
  ['ביטון', ['שלום', 'מאיר']],
  ['אזולאי', ['חיים']],
  ['פרידמן', ['שמואל', 'יהודה', 'אריה']],
  ['גולדברג', ['בנימין']],
  ['שפירא', ['נחום', 'יוסף']],
  ['אוחיון', ['מרדכי']],
  ['דהן', ['אליעזר', 'עמרם']],
  ['רוזנברג', ['צבי']],
  ['בן דוד', ['אהרן', 'נועם', 'אלישע']],
  ['טל', ['אורי']],
  ['קליין', ['מנחם']],
  ['חדד', ['ניסים', 'יוסי']],
  ['אבוטבול', ['ששון']],
  ['וקנין', ['רחמים']],
  ['ברגר', ['זאב']],
  ['שטרן', ['אלחנן', 'הלל']],
  ['סויסה', ['אליאור']],
  ['גבאי', ['עזרא']],
  ['עמר', ['מסעוד', 'אשר']],
  ['מלכה', ['שאול']],
  ['יוסף', ['עובדיה']],
  ['גרינברג', ['דניאל', 'איתן']],
  ['הורוביץ', ['פנחס']],
  ['אדלר', ['גדליה']],
  ['ברק', ['עמית']],
  ['וייס', ['שמחה', 'ברוך']],
  ['זכאי', ['יחיאל']],
  ['אשכנזי', ['גבריאל']],
  ['רבינוביץ', ['ליאור']],
  ['נגר', ['תומר']],
  ['שרעבי', ['זכריה', 'סעדיה']],
  ['חזן', ['אלון']],
  ['ארביב', ['שמעון']],
  ['פולק', ['יעקב']],
  ['מימון', ['אבישי']],
  ['טולדנו', ['אריאל']],
  ['סגל', ['אליקים']],
  ['לנדאו', ['יהושע']],
  ['בוזגלו', ['מיכאל']],
  ['אמסלם', ['חנוך']],
  ['ליבוביץ', ['ישעיהו']],
  ['זילברמן', ['נפתלי']],
  ['רביבו', ['אושר']],
  ['אפשטיין', ['מאיר']],
  ['פינטו', ['דוד']],
  ['כץ', ['אלעזר', 'אפרים']],
  ['נחמיאס', ['יגאל']],
  ['קרליבך', ['שלמה']],
  ['אלבז', ['יורם', 'אבנר']],
  ['שושן', ['רון']],
  ['קדוש', ['בועז', 'יאיר']],
  ['רייך', ['משולם']],
  ['אלקיים', ['דורון']],
  ['בירנבאום', ['יחזקאל']],
]

/** A family of worshippers to seat together. */
export type DemoFamily = PersonInput[]

/** The fictitious mobiles' block: every demo synagogue has them, so they link no synagogue to another. */
export const DEMO_PHONE_PREFIX = '0500000'

/**
 * About eighty worshippers in families, each with an obviously fictitious mobile (050-000-0NNN), so a
 * demo never rings a real person.
 */
export function demoFamilies(): DemoFamily[] {
  let n = 0
  return FAMILIES.map(([lastName, firstNames]) =>
    firstNames.map((firstName) => ({
      firstName,
      lastName,
      phone: `${DEMO_PHONE_PREFIX}${String(++n).padStart(3, '0')}`,
    })),
  )
}
