/** Counts of an import, grouped by thousands as Hebrew writes them. */
export const importNumber = new Intl.NumberFormat('he-IL')

/** The import summary's counts as Hebrew says them: one row is 'שורה אחת …', never '1 תקינות'. */
export const importCountTexts = {
  total: (n: number) => (n === 1 ? 'שורה אחת' : `${importNumber.format(n)} שורות`),
  ok: (n: number) => (n === 1 ? 'שורה אחת תקינה' : `${importNumber.format(n)} תקינות`),
  sharedPhone: (n: number) =>
    n === 1 ? 'שורה אחת עם טלפון משותף' : `${importNumber.format(n)} עם טלפון משותף`,
  existing: (n: number) => (n === 1 ? 'שורה אחת כבר קיימת' : `${importNumber.format(n)} כבר קיימות`),
  duplicate: (n: number) =>
    n === 1 ? 'שורה כפולה אחת בקובץ' : `${importNumber.format(n)} שורות כפולות בקובץ`,
  failed: (n: number) => (n === 1 ? 'שורה אחת עם שגיאה' : `${importNumber.format(n)} עם שגיאות`),
  /** The households the file's family column names. */
  families: (n: number) => (n === 1 ? 'משפחה אחת' : `${importNumber.format(n)} משפחות`),
} as const

/** What the import did with the family column, once saved. */
export const importHouseholdTexts = {
  created: (n: number) => (n === 1 ? 'נוצרה משפחה אחת' : `נוצרו ${importNumber.format(n)} משפחות`),
  joined: (n: number) =>
    n === 1
      ? 'נוספו בני משפחה למשפחה קיימת אחת'
      : `נוספו בני משפחה ל-${importNumber.format(n)} משפחות קיימות`,
  kept: (n: number) =>
    n === 1
      ? 'מתפלל אחד כבר שייך למשפחה אחרת ונשאר בה'
      : `${importNumber.format(n)} מתפללים כבר שייכים למשפחה אחרת ונשארו בה`,
} as const
