/**
 * The seating domain's limits and words, without zod: the map screen loads these at once, while the
 * schemas built from them (seating.ts) load only with the forms and services that check input.
 */
export const MAX_MAP_ROWS = 200
export const MAX_MAP_COLS = 200
/** One seat-ops call may rearrange a whole sanctuary, but not more. */
export const MAX_SEAT_OPS = 5_000
/** Persons sharing one seat (a family bench); beyond this it is a data-entry mistake. */
export const MAX_PEOPLE_PER_SEAT = 20
export const MAX_BULK_PERSONS = 10_000

export const cellKinds = ['seat', 'aisle', 'blocked'] as const
export type CellKind = (typeof cellKinds)[number]

export const paperSizes = ['A4', 'A3'] as const
export const orientations = ['portrait', 'landscape'] as const

export const elementKinds = ['ark', 'bimah', 'amud', 'entrance', 'window', 'womenSection', 'other'] as const
export type ElementKind = (typeof elementKinds)[number]
export const elementKindLabels: Record<ElementKind, string> = {
  ark: 'ארון קודש',
  bimah: 'בימה',
  amud: 'עמוד החזן',
  entrance: 'כניסה',
  window: 'חלון',
  womenSection: 'עזרת נשים',
  other: 'אחר',
}

/**
 * A worshipper's gender, when the warden gave it: texts about them (a report's toast) then use the right
 * grammatical form; without it they keep the seed's wording.
 */
export const personGenders = ['male', 'female'] as const
export type PersonGender = (typeof personGenders)[number]

export const REVERSE_EVENT_TYPE = 'הפוך'
export const REGULAR_EVENT_TYPE = 'רגיל'
export const eventTypes = [REGULAR_EVENT_TYPE, REVERSE_EVENT_TYPE] as const

/**
 * How a map's seats are numbered, as halls are really labelled: per row in sequence, one number per seat
 * column of the hall (from the right or from the left), or odd on the right side and even on the left.
 */
export const seatNumberings = ['row', 'column-right', 'column-left', 'odd-even'] as const
export type SeatNumberingScheme = (typeof seatNumberings)[number]
export const DEFAULT_SEAT_NUMBERING: SeatNumberingScheme = 'row'
export const seatNumberingLabels: Record<SeatNumberingScheme, string> = {
  row: 'לפי הסדר בכל שורה (מימין)',
  'column-right': 'לפי טור, מימין לשמאל',
  'column-left': 'לפי טור, משמאל לימין',
  'odd-even': 'אי־זוגיים מימין, זוגיים משמאל',
}
