import type { ReportSource } from '@seats/contracts'

/** Hebrew texts of the reports screen. */
export const reportsTexts = {
  tableLabel: (dateName: string) => `הדיווחים ל${dateName}`,
  worshipper: 'מתפלל',
  phone: 'טלפון',
  seats: 'מקומות',
  source: 'מקור',
  reportedAt: 'התקבל',
  actions: 'פעולות',
  delete: 'מחיקת הדיווח',
  deleteOf: (name: string) => `מחיקת הדיווח של ${name}`,
  count: (n: number) => (n === 1 ? 'דיווח אחד' : `${n} דיווחים`),
  loading: 'טוען את הדיווחים…',
  loadFailed: 'לא ניתן לטעון את הדיווחים',
  emptyTitle: 'אין דיווחים לתאריך זה',
  emptyDetail: 'מתפללים שמדווחים בטלפון שהם נוסעים יופיעו כאן, והמקומות שלהם יסומנו כפנויים במפה.',
  emptyReverse: 'באירוע הפוך מדווחים מי שמגיעים: מקומות של מי שלא דיווח מוצגים כפנויים.',
  addTitle: 'הוספת דיווח ידנית',
  addHint: 'מתפלל שהודיע לגבאי ישירות: מחפשים אותו ומוסיפים דיווח בשמו.',
  searchLabel: 'חיפוש מתפלל',
  searchPlaceholder: 'שם או טלפון',
  add: 'הוספת דיווח',
  alreadyReported: 'כבר דיווח',
  noMatch: 'לא נמצא מתפלל מתאים',
  moreMatches: (n: number) => `ועוד ${n} — כדאי לחדד את החיפוש`,
  addFailed: 'הוספת הדיווח נכשלה',
  seatCount: (n: number) => (n === 0 ? 'ללא מקום' : n === 1 ? 'מקום אחד' : `${n} מקומות`),
  unknownPerson: (id: number) => `מתפלל #${id}`,
  reverseNote: 'אירוע הפוך: דיווח פירושו "אני מגיע"',
} as const

export const sourceLabels: Record<ReportSource, string> = {
  phone: 'טלפון',
  web: 'אתר',
  warden: 'גבאי',
}
