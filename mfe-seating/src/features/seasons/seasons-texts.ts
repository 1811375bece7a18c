import type { SeasonProposalResult, SeasonRequestState } from '@seats/contracts'
import type { AnswerFilter } from './request-rows'

const households = (n: number) => (n === 1 ? 'משפחה אחת' : `${n} משפחות`)
const seats = (n: number) => (n === 1 ? 'מקום אחד' : `${n} מקומות`)
const notSent = (n: number) => (n === 1 ? 'אחת לא נשלחה' : `${n} לא נשלחו`)

/** Hebrew texts of the seasons screens. */
export const seasonsTexts = {
  newSeason: 'עונה חדשה',
  loading: 'טוען את העונות…',
  loadFailed: 'לא ניתן לטעון את העונות',
  emptyTitle: 'עדיין אין עונות',
  emptyText:
    'עונה היא ימי חג שבהם הישיבה שונה מבשבת רגילה, כמו הימים הנוראים: מפה משלה, בקשות מקומות מהמשפחות ושיבוץ אוטומטי. המפה השבועית לא משתנה.',
  listLabel: 'רשימת העונות',
  seated: (n: number) => (n === 0 ? 'אין עדיין משובצים' : `${n} משובצים`),
  openMap: 'מפת העונה',
  manage: 'בקשות ושיבוץ',
  deleteConfirm: (name: string) => `העונה "${name}" והמפה שלה יימחקו. המפה השבועית לא תשתנה.`,
  deleted: 'העונה נמחקה',
  // The new season's dialog.
  dialogTitle: 'עונה חדשה',
  name: 'שם העונה',
  dates: 'תאריכים',
  datesHelp: 'הימים שבהם העונה חלה. מוצעים הימים הנוראים הקרובים.',
  sourceMap: 'על בסיס המפה',
  sourceMapHelp: 'העונה מקבלת עותק משלה של המפה: אולם, אלמנטים, אזורים ודפי הדפסה.',
  withSeating: 'להעתיק גם את השיבוץ הקבוע',
  withSeatingHelp: 'בלי סימון, מפת העונה מתחילה ריקה והמשפחות מבקשות מקומות.',
  created: 'העונה נוצרה',
  // An existing season's dialog.
  edit: 'עריכת העונה',
  editTitle: 'עריכת העונה',
  editDatesHelp: 'הימים שבהם העונה חלה. המפה, הבקשות והשיבוץ של העונה לא משתנים.',
  updated: 'העונה נשמרה',
  // The season's screen.
  back: 'כל העונות',
  requestsTitle: 'בקשות המקומות',
  state: { draft: 'טרם נשלחו קישורים', open: 'הבקשות פתוחות', closed: 'הבקשות סגורות' } satisfies Record<
    SeasonRequestState,
    string
  >,
  sendAll: 'שליחת קישורים לכל המשפחות',
  sendAllHelp: 'כל משפחה שעוד לא קיבלה מקבלת קישור אישי ב-SMS, או באימייל כשאין לה נייד.',
  remind: 'תזכורת למי שלא ענו',
  remindHelp: 'כל משפחה שקיבלה קישור ועוד לא ענתה מקבלת קישור חדש. הקישור הקודם שלה מפסיק להיפתח.',
  remindTitle: 'תזכורת למשפחות שלא ענו',
  remindConfirm: (n: number) =>
    `${n === 1 ? 'משפחה אחת שקיבלה קישור ועוד לא ענתה תקבל' : `${n} משפחות שקיבלו קישור ועוד לא ענו יקבלו`} קישור חדש ב-SMS או באימייל. הקישור הקודם יפסיק להיפתח.`,
  remindSend: 'שליחת תזכורת',
  resend: 'שליחה שוב',
  send: 'שליחת קישור',
  close: 'סגירת הבקשות',
  reopen: 'פתיחה מחדש',
  sentResult: (r: { sent: number; failed: number; noContact: number }) =>
    [
      r.sent === 0 ? 'לא נשלח קישור' : r.sent === 1 ? 'נשלח קישור אחד' : `נשלחו ${r.sent} קישורים`,
      r.failed > 0 ? notSent(r.failed) : '',
      r.noContact > 0 ? `${households(r.noContact)} בלי נייד ובלי אימייל` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  noHouseholds: 'עדיין אין משפחות. קבצו את המתפללים למשפחות במסך המשפחות, ואז שלחו להן קישורים.',
  toHouseholds: 'למסך המשפחות',
  areasLabel: 'מקומות מול בקשות לפי אזור',
  /** Seats in no area of the map, and requests for 'anywhere'. */
  noArea: 'ללא אזור',
  areaLine: (requested: number, available: number) =>
    `${requested === 1 ? 'בקשה אחת' : `${requested} בקשות`} · ${seats(available)}`,
  anywhere: (n: number) => (n === 1 ? 'ועוד בקשה אחת לכל מקום' : `ועוד ${n} בקשות לכל מקום`),
  over: (n: number) => `חסרים ${n} מקומות`,
  answered: (n: number, total: number) => `ענו ${n} מתוך ${total} משפחות`,
  searchPlaceholder: 'חיפוש משפחה',
  searchLabel: 'חיפוש משפחה לפי שם',
  filterLabel: 'אילו משפחות להציג',
  filters: {
    all: (n: number) => `כל המשפחות (${n})`,
    answered: (n: number) => `ענו (${n})`,
    unanswered: (n: number) => `לא ענו (${n})`,
    notSent: (n: number) => `לא נשלח קישור (${n})`,
  } satisfies Record<AnswerFilter, (n: number) => string>,
  found: (n: number) => (n === 1 ? 'נמצאה משפחה אחת' : `נמצאו ${n} משפחות`),
  noneFound: 'אין משפחות שמתאימות לחיפוש.',
  shownOf: (shown: number, total: number) => `מוצגות ${shown} מתוך ${total}`,
  showMore: (n: number) => `עוד ${n}`,
  actions: 'פעולות',
  household: 'משפחה',
  members: 'נפשות',
  link: 'קישור',
  answer: 'תשובה',
  notSent: 'לא נשלח',
  sentOn: (date: string) => `נשלח ${date}`,
  noAnswer: 'טרם ענתה',
  answerOf: (n: number) => (n === 0 ? 'לא תזדקק למקומות' : seats(n)),
  wishes: {
    sameAsLast: 'אותם מקומות',
    nearArk: 'ליד הארון',
    notFrontRow: 'לא בשורה ראשונה',
    accessible: 'נגיש',
    apart: 'לא חייבים יחד',
  },
  // The assignment.
  assignTitle: 'שיבוץ',
  assignHelp:
    'השיבוץ האוטומטי מושיב כל משפחה שענתה ושאף אחד ממנה עוד לא יושב במפת העונה: קודם המקומות של השנה שעברה למי שביקש, אחר כך הגוש הטוב ביותר לפי הבקשות. משפחה שביקשה מקום נגיש מקבלת גוש שיש בו מושב שסומן במפת העונה בכלי ״מקום נגיש״ של עורך המפה. אחר כך אפשר להזיז במפה כרגיל.',
  propose: 'שיבוץ אוטומטי',
  proposed: (r: SeasonProposalResult) =>
    r.seats === 0
      ? 'לא נמצאו משפחות לשבץ'
      : `שובצו ${households(r.households)} ב-${seats(r.seats)}${r.alreadySeated > 0 ? ` · ${households(r.alreadySeated)} כבר יושבות` : ''}`,
  note: (n: SeasonProposalResult['notes'][number]) => {
    const where = n.areaName ? ` ב${n.areaName}` : ''
    if (n.kind === 'split')
      return `${n.householdName}: פוצלה ל-${n.count} גושים${where}, לא נמצא גוש אחד שמכיל את כולם`
    if (n.kind === 'short') return `${n.householdName}: חסרים ${seats(n.count)}${where}`
    return `${n.householdName}: ${seats(n.count)} מהשנה שעברה כבר אינם פנויים`
  },
  notesTitle: 'לתשומת לב',
  confirm: 'הודעה למשפחות על המקומות',
  confirmHelp:
    'כל משפחה שיושבת במפת העונה מקבלת את המקומות שלה ב-SMS או באימייל. מי שכבר קיבלה את אותם מקומות לא תקבל שוב.',
  confirmed: (r: { sent: number; unchanged: number; failed: number; noContact: number }) =>
    [
      `נשלחו הודעות ל-${households(r.sent)}`,
      r.unchanged > 0 ? `${households(r.unchanged)} כבר קיבלו את אותם מקומות` : '',
      r.failed > 0 ? notSent(r.failed) : '',
      r.noContact > 0 ? `${households(r.noContact)} בלי נייד ובלי אימייל` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  failed: 'הפעולה נכשלה',
}
