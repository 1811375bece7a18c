import type { Change } from './activity'

// What the activity list says, apart from its schemas: the map's code tells a change in words without zod.

/** What a member changed: every change to seats, worshippers, maps, events, reports and settings. */
export const changeActions = [
  'seat.assign',
  'seat.unassign',
  'seat.move',
  'person.create',
  'person.update',
  'person.delete',
  'person.import',
  'map.create',
  'map.update',
  'map.delete',
  'event.create',
  'event.update',
  'event.delete',
  'report.create',
  'report.update',
  'report.delete',
  'guest.create',
  'guest.update',
  'guest.delete',
  'reminders.update',
] as const
/**
 * What the change was about, for "the last change" of one thing: `seat:<mapId>:<row>:<col>`,
 * `person:<id>`, `map:<id>`, `event:<id>`, `report:<id>`, `guest:<id>` or `reminders`.
 */
export const changeSubject = {
  seat: (mapId: number, row: number, col: number) => `seat:${mapId}:${row}:${col}`,
  person: (id: number) => `person:${id}`,
  map: (id: number) => `map:${id}`,
  event: (id: number) => `event:${id}`,
  report: (id: number) => `report:${id}`,
  guest: (id: number) => `guest:${id}`,
  reminders: () => 'reminders',
} as const
/** A worshipper deleted since: his name is no longer kept. */
export const ERASED_PERSON_NAME = 'מתפלל שנמחק'
/** A member whose token carried no name (signed in before names were carried). */
export const UNNAMED_MEMBER = 'חבר צוות'

const countOf = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)

/** The member a change names: a blank name is told in words. */
export const changeAuthorName = (change: Pick<Change, 'memberName'>): string =>
  change.memberName.trim() || UNNAMED_MEMBER

/** The change told as one Hebrew sentence, naming the member: "ראובן העביר את משה כהן לשורה ג, מושב 5". */
export function describeChange(change: Pick<Change, 'action' | 'memberName' | 'details'>): string {
  return `${changeAuthorName(change)} ${describeChangeDeed(change)}`
}

/** What the member did, without the member: "העביר את משה כהן לשורה ג, מושב 5". */
export function describeChangeDeed(change: Pick<Change, 'action' | 'details'>): string {
  const d = change.details
  const person = d.personName?.trim() || ERASED_PERSON_NAME
  switch (change.action) {
    case 'seat.assign':
      return `הושיב את ${person} ב${d.seat ?? 'מושב'}`
    case 'seat.move':
      return d.fromSeat
        ? `העביר את ${person} מ${d.fromSeat} ל${d.seat ?? 'מושב אחר'}`
        : `העביר את ${person} ל${d.seat ?? 'מושב אחר'}`
    case 'seat.unassign':
      return `הוציא את ${person} מ${d.seat ?? 'המושב'}`
    case 'person.create':
      return `הוסיף את ${person} לרשימת המתפללים`
    case 'person.update':
      return `עדכן את הפרטים של ${person}`
    case 'person.delete':
      // A deleted worshipper's name is not kept, not even in the line that deleted him.
      return d.count && d.count > 1 ? `מחק ${d.count} מתפללים` : 'מחק מתפלל מרשימת המתפללים'
    case 'person.import':
      return `ייבא ${countOf(d.count ?? 0, 'מתפלל אחד', 'מתפללים')} מקובץ`
    case 'map.create':
      return `יצר את המפה ${d.mapName ?? ''}`.trim()
    case 'map.update':
      return `עדכן את המפה ${d.mapName ?? ''}`.trim()
    case 'map.delete':
      return `מחק את המפה ${d.mapName ?? ''}`.trim()
    case 'event.create':
      return `הוסיף את האירוע ${d.eventName ?? ''}`.trim()
    case 'event.update':
      return `עדכן את האירוע ${d.eventName ?? ''}`.trim()
    case 'event.delete':
      return `מחק את האירוע ${d.eventName ?? ''}`.trim()
    case 'report.create':
      return d.arrival
        ? `רשם ש${person} יגיע ל${d.dateName ?? 'התאריך'}`
        : `רשם ש${person} לא יגיע ל${d.dateName ?? 'התאריך'}`
    case 'report.update':
      return d.arrival
        ? `שינה את הדיווח של ${person}: יגיע ל${d.dateName ?? 'התאריך'}`
        : `שינה את הדיווח של ${person}: לא יגיע ל${d.dateName ?? 'התאריך'}`
    case 'report.delete':
      return `ביטל את הדיווח של ${person} ל${d.dateName ?? 'התאריך'}`
    case 'guest.create':
      return `הושיב את האורח ${d.guestName ?? ''} ב${d.seat ?? 'מושב'} ל${d.dateName ?? 'התאריך'}`
    case 'guest.update':
      return `עדכן את האורח ${d.guestName ?? ''} (${d.seat ?? 'מושב'}, ${d.dateName ?? 'התאריך'})`
    case 'guest.delete':
      return `ביטל את המקום של האורח ${d.guestName ?? ''} ל${d.dateName ?? 'התאריך'}`
    case 'reminders.update':
      return 'עדכן את הגדרות התזכורות'
  }
}
