import type { Change } from './activity'

// What the activity list says, apart from its schemas: the map's code tells a change in words without zod.

/** What a member changed: every change to seats, worshippers, maps, events, reports, settings and seasons. */
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
  'household.create',
  'household.update',
  'household.delete',
  'household.group',
  'season.create',
  'season.delete',
  'season.update',
  'season.open',
  'season.close',
  'season.links',
  'season.assign',
  'season.notify',
  'season.prices',
  'payment.create',
  'payment.delete',
] as const
/**
 * What the change was about, for "the last change" of one thing: `seat:<mapId>:<row>:<col>`,
 * `person:<id>`, `map:<id>`, `event:<id>`, `report:<id>`, `guest:<id>`, `household:<id>`, `season:<id>` (its
 * requests, links, assignment, prices and payments) or `reminders`.
 */
export const changeSubject = {
  seat: (mapId: number, row: number, col: number) => `seat:${mapId}:${row}:${col}`,
  person: (id: number) => `person:${id}`,
  map: (id: number) => `map:${id}`,
  event: (id: number) => `event:${id}`,
  report: (id: number) => `report:${id}`,
  guest: (id: number) => `guest:${id}`,
  reminders: () => 'reminders',
  household: (id: number) => `household:${id}`,
  season: (id: number) => `season:${id}`,
} as const
/** A worshipper deleted since: his name is no longer kept. */
export const ERASED_PERSON_NAME = 'מתפלל שנמחק'
/** A household deleted since: its name is no longer kept, as a deleted worshipper's. */
export const ERASED_HOUSEHOLD_NAME = 'משפחה שנמחקה'
/** A member whose token carried no name (signed in before names were carried). */
export const UNNAMED_MEMBER = 'חבר צוות'

const countOf = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)
/** "למשפחה אחת", "ל-12 משפחות". */
const toHouseholds = (n: number) => (n === 1 ? 'למשפחה אחת' : `ל-${n} משפחות`)
const shekels = (n: number) => `₪${n.toLocaleString('en-US')}`

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
  const household = d.householdName?.trim() || ERASED_HOUSEHOLD_NAME
  const inSeason = `בעונה ${d.seasonName ?? ''}`.trim()
  const forSeason = `לעונה ${d.seasonName ?? ''}`.trim()
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
    case 'household.create':
      return `הוסיף את ${household} לרשימת המשפחות`
    case 'household.update':
      return `עדכן את הפרטים של ${household}`
    case 'household.delete':
      // As a deleted worshipper: the line that deleted the household keeps no name.
      return 'מחק משפחה מרשימת המשפחות'
    case 'household.group':
      return `קיבץ את המתפללים ${toHouseholds(d.count ?? 0)} לפי מספר הטלפון`
    case 'season.create':
      return `יצר את העונה ${d.seasonName ?? ''}`.trim()
    case 'season.delete':
      return `מחק את העונה ${d.seasonName ?? ''}`.trim()
    case 'season.update':
      if (d.previousSeasonName === undefined) return `שינה את תאריכי העונה ${d.seasonName ?? ''}`.trim()
      return `שינה את שם העונה ${d.previousSeasonName} ל${d.seasonName ?? ''}${d.datesChanged ? ' ואת תאריכיה' : ''}`
    case 'season.open':
      return `פתח את בקשות המקומות ${forSeason}`
    case 'season.close':
      return `סגר את בקשות המקומות ${forSeason}`
    case 'season.links':
      return d.householdId !== undefined
        ? `שלח ל${household} קישור לבקשת מקומות ${inSeason}`
        : `שלח קישור לבקשת מקומות ${toHouseholds(d.count ?? 0)} ${inSeason}`
    case 'season.assign':
      return `שיבץ אוטומטית ${countOf(d.count ?? 0, 'מושב אחד', 'מושבים')} ${toHouseholds(d.households ?? 0)} ${inSeason}`
    case 'season.notify':
      return `הודיע על המקומות ${toHouseholds(d.count ?? 0)} ${inSeason}`
    case 'season.prices':
      return `עדכן את מחירי המקומות ${inSeason}`
    case 'payment.create':
      return `רשם תשלום של ${shekels(d.amount ?? 0)} מ${household} ${inSeason}`
    case 'payment.delete':
      return `מחק תשלום של ${shekels(d.amount ?? 0)} מ${household} ${inSeason}`
  }
}
