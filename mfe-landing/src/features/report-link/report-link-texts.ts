import { errorMessages } from '@seats/contracts'

/** Hebrew texts of a worshipper's report link page. */
export const reportLinkTexts = {
  title: 'דיווח על מקום פנוי',
  titleOf: (synagogue: string) => `דיווח על מקום פנוי · ${synagogue}`,
  loading: 'טוען…',
  intro: 'מי שלא יגיע מסמן כאן, והמקום יוצג כפנוי לאורחים. אפשר לבטל בכל עת.',
  away: 'לא אגיע',
  coming: 'אגיע',
  awayOf: (name: string, date: string) => `${name} לא יגיע ב${date}`,
  comingOf: (name: string, date: string) => `${name} יגיע ל${date}`,
  awaySaved: 'המקום יוצג כפנוי לאורחים',
  comingSaved: 'ההגעה נרשמה',
  noSeat: 'ללא מקום קבוע',
  noDates: 'אין כרגע תאריכים לדיווח.',
  nobody: 'לא נמצאו מתפללים במספר הטלפון הזה. פנו לגבאי בית הכנסת.',
  validUntil: (date: string) => `הקישור אישי ובתוקף עד ${date}. אין להעבירו לאחרים.`,
  invalid: errorMessages.report_link_invalid,
  expired: errorMessages.report_link_expired,
  saved: 'נשמר',
  cancelled: 'הדיווח בוטל',
}
