import { ONE_PAGE_MIN_FONT_PT } from './print-layout'

/** Hebrew texts of the print view. */
export const printTexts = {
  back: 'חזרה למפה',
  print: 'הדפסה',
  display: 'תצוגה',
  allDisplays: 'כל התצוגות',
  allDisplaysCount: (n: number) => `כל התצוגות (${n} דפים)`,
  allOfPaper: (paper: string, n: number) => `כל התצוגות ב-${paper} (${n} דפים)`,
  papersApart: 'לתצוגות יש גדלי נייר שונים. מדפסת מדפיסה גודל אחד בכל פעם, ולכן כל גודל נייר מודפס בנפרד.',
  onePage: 'כל האולם בדף אחד',
  orOnePage: 'אפשר גם לבחור "כל האולם בדף אחד", בכתב קטן יותר.',
  onePageTooBig: (paper: string) => `האולם לא נכנס בדף ${paper} אחד`,
  onePageDetail: (fitsRows: number, fitsCols: number) =>
    `גם בכתב הקטן ביותר שעוד קריא (${ONE_PAGE_MIN_FONT_PT} נק׳) נכנסים בדף עד ${fitsRows} שורות ו-${fitsCols} עמודות, ולכן הוא מודפס בחלקים.`,
  suggestA3: 'בדף A3 הוא ייכנס: אפשר לבחור A3 לתצוגה בעמוד התצוגות.',
  indexTitle: (parts: number) => `מפת האולם: ${parts} חלקים`,
  indexNote: 'כל דף מראה חלק אחד של האולם; דפים סמוכים חולקים טור אחד של מושבים.',
  indexPart: (n: number) => `חלק ${n}`,
  splitTitle: (name: string, pages: number) => `התצוגה "${name}" תודפס ב-${pages} דפים`,
  splitDetail: (size: string, fitsRows: number, fitsCols: number) =>
    `בדף ${size} נכנסים עד ${fitsRows} שורות ו-${fitsCols} עמודות בגודל כתב קריא, ולכן התצוגה חולקה לחלקים, עם דף מפתח שמראה את כל האולם. אפשר גם לקבוע חלוקה משלכם בעמוד התצוגות.`,
  free: 'פנוי',
  legendFree: 'פנוי לאורחים',
  legendTaken: 'מקום תפוס',
  legendBlocked: 'לא בשימוש',
  row: (letter: string) => `שורה ${letter}`,
  reverseNote: 'אירוע הפוך: המקומות המסומנים "פנוי" הם של מתפללים שלא הודיעו שיגיעו',
  guestsNote: 'אורחים יקרים: המקומות המסומנים "פנוי" פנויים עבורכם.',
  namesHidden: 'שמות המדווחים מוסתרים',
  namesShown: 'עותק פנימי: שמות המדווחים מודפסים',
  printNamesSetting: 'הדפסת שמות המדווחים (עותק פנימי)',
  settingSaved: 'ההגדרה נשמרה',
  loading: 'מכין את המפה להדפסה…',
  loadFailed: 'לא ניתן להכין את המפה להדפסה',
  retry: 'ניסיון נוסף',
  noDisplay: 'התצוגה לא נמצאה',
  toDisplays: 'לעמוד התצוגות',
  paper: (size: string, orientation: 'portrait' | 'landscape') =>
    `${size} ${orientation === 'portrait' ? 'לאורך' : 'לרוחב'}`,
} as const
