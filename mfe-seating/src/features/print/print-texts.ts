/** Hebrew texts of the print view. */
export const printTexts = {
  title: 'הדפסת מפה',
  back: 'חזרה למפה',
  print: 'הדפסה',
  display: 'תצוגה',
  allDisplays: 'כל התצוגות',
  allDisplaysCount: (n: number) => `כל התצוגות (${n} דפים)`,
  free: 'פנוי',
  legendFree: 'פנוי לאורחים',
  legendTaken: 'מקום תפוס',
  legendBlocked: 'לא בשימוש',
  freeSeats: (n: number) => (n === 1 ? 'מקום פנוי אחד' : `${n} מקומות פנויים`),
  row: (letter: string) => `שורה ${letter}`,
  guestsNote: 'אורחים יקרים: המקומות המסומנים "פנוי" פנויים עבורכם.',
  namesHidden: 'שמות המדווחים מוסתרים',
  hideNamesSetting: 'הסתרת שמות המדווחים בהדפסה',
  settingSaved: 'ההגדרה נשמרה',
  loading: 'מכין את המפה להדפסה…',
  loadFailed: 'לא ניתן להכין את המפה להדפסה',
  retry: 'ניסיון נוסף',
  noDisplay: 'התצוגה לא נמצאה',
  tooSmallTitle: (name: string) => `התצוגה "${name}" גדולה מדי לדף אחד`,
  tooSmallDetail: (size: string, rows: number, cols: number, fitsRows: number, fitsCols: number) =>
    `בדף ${size} נכנסים עד ${fitsRows} שורות ו-${fitsCols} מושבים בשורה בגודל כתב קריא, ובתצוגה ${rows} שורות ו-${cols} מושבים. חלקו את המפה לכמה תצוגות (טווח שורות או עמודות לכל אחת) או בחרו דף גדול יותר.`,
  toDisplays: 'לעמוד התצוגות',
  paper: (size: string, orientation: 'portrait' | 'landscape') =>
    `${size} ${orientation === 'portrait' ? 'לאורך' : 'לרוחב'}`,
} as const
