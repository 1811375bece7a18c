import type { SeatState } from '../seat-state'
import { sections } from '../sections'

/** Hebrew texts of the seat list (/map/:id/list). */
export const seatListTexts = {
  heading: (map: string) => `${sections.seatList.title} — ${map}`,
  backToMap: 'חזרה למפה',
  caption: (map: string, date: string, hebrewDate: string) => `מושבי ${map} — ${date}, ${hebrewDate}`,
  section: 'אזור',
  row: 'שורה',
  seat: 'מושב',
  who: 'מתפללים',
  state: 'מצב בתאריך',
  actions: 'פעולות',
  nobody: 'אין מתפללים',
  states: { empty: 'ריק', vacated: 'התפנה', occupied: 'תפוס' } satisfies Record<SeatState, string>,
  /** A vacated seat says why it is free. */
  vacatedDetail: 'כל המתפללים במושב דיווחו שלא יגיעו',
  vacatedReverseDetail: 'אף אחד מהמתפללים במושב לא דיווח שיגיע',
  search: 'חיפוש לפי שם',
  searchPlaceholder: 'שם מתפלל או טלפון',
  onlyFree: 'רק פנויים',
  shown: (shown: number, total: number) =>
    shown === total
      ? total === 1
        ? 'מוצג מושב אחד'
        : `מוצגים כל ${total} המושבים`
      : shown === 0
        ? `אין מושבים מתאימים מתוך ${total}`
        : shown === 1
          ? `מוצג מושב אחד מתוך ${total}`
          : `מוצגים ${shown} מושבים מתוך ${total}`,
  noMatches: 'אין מושבים שמתאימים לחיפוש ולסינון',
  noSeats: 'אין מושבים במפה זו: כל התאים הם מעברים או חסומים',
  editSeat: (seat: string) => `הושבה ופינוי: ${seat}`,
  reverseNote: 'אירוע הפוך: מתפנים המקומות של מי שלא דיווח שהוא מגיע',
  loading: 'טוען את רשימת המושבים…',
  loadFailed: 'לא ניתן לטעון את רשימת המושבים',
  notFoundTitle: 'המפה לא נמצאה',
  toMaps: 'לרשימת המפות',
  /** The export buttons' names for screen readers: '… בקובץ אקסל', '… בקובץ CSV'. */
  exportLabel: 'ייצוא רשימת המושבים',
  exportSheet: 'מושבים',
  exportFile: (map: string, date: string) => `מושבים - ${map} - ${date}`.replace(/[\\/:*?"<>|]/g, ' '),
} as const
