import {
  proposeSeasonSeats,
  type AreaInput,
  type AssignmentRequest,
  type CellInput,
  type ElementInput,
  type PersonInput,
  type SeasonHall,
} from '@seats/contracts'
import { DEMO_PHONE_PREFIX } from '../persons'
import { DEMO_MEN_NAMES, DEMO_SURNAMES, DEMO_WOMEN_NAMES } from './demo-worshippers'

/**
 * The season demo's synagogue as plain data, from a seeded generator so every account gets the same one: a
 * 1,200-seat hall, 400 households of about a thousand worshippers, the weekly seating of the regular men,
 * last year's High Holiday answers and seats, and this year's answers so far.
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!

function shuffled<T>(next: () => number, items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

// ---- The hall ----

export const HALL_NAME = 'אולם ראשי'
export const HALL_ROWS = 34
export const HALL_COLS = 41
const CENTRE_AISLE = 21
const SIDE_AISLES = [1, HALL_COLS]
/** Row 1 is the walkway before the ark; this row, an aisle across the hall, has the women's section behind it. */
const CROSS_AISLE = 22
const ARK = { row: 1, col: 18, rowSpan: 1, colSpan: 7 }
/** In the middle of the men's section, over the centre aisle: 16 seats fewer, 1,200 left. */
const BIMAH = { row: 10, col: 19, rowSpan: 4, colSpan: 5 }

export type Section = 'men' | 'women'
export const SECTION_AREA: Record<Section, string> = { men: 'עזרת גברים', women: 'עזרת נשים' }

export const HALL_AREAS: Array<Omit<AreaInput, 'mapId'>> = [
  { name: SECTION_AREA.men, rowRange: [1, CROSS_AISLE - 1], colRange: [1, HALL_COLS] },
  { name: SECTION_AREA.women, rowRange: [CROSS_AISLE, HALL_ROWS], colRange: [1, HALL_COLS] },
]

export const HALL_ELEMENTS: Array<Omit<ElementInput, 'mapId'>> = [
  { name: 'ארון הקודש', kind: 'ark', ...ARK, color: '#8b5a2b' },
  { name: 'בימה', kind: 'bimah', ...BIMAH, color: '#b08d57' },
]

const under = (r: typeof BIMAH, row: number, col: number) =>
  row >= r.row && row < r.row + r.rowSpan && col >= r.col && col < r.col + r.colSpan

function cellKind(row: number, col: number): CellInput['kind'] {
  if (row === 1 || row === CROSS_AISLE || col === CENTRE_AISLE || SIDE_AISLES.includes(col)) return 'aisle'
  if (under(BIMAH, row, col)) return 'blocked'
  return 'seat'
}

export const isHallSeat = (row: number, col: number): boolean => cellKind(row, col) === 'seat'

/** At the back of each section, beside the side aisles to the doors: eight places for a wheelchair. */
const ACCESSIBLE_ROWS = [CROSS_AISLE - 1, HALL_ROWS]
const ACCESSIBLE_COLS = [2, 3, HALL_COLS - 2, HALL_COLS - 1]
export const isHallAccessible = (row: number, col: number): boolean =>
  ACCESSIBLE_ROWS.includes(row) && ACCESSIBLE_COLS.includes(col)
const sectionAt = (row: number): Section => (row < CROSS_AISLE ? 'men' : 'women')

/** The layout's cells that are not plain seats: the aisles, the cells under the bimah, the accessible seats. */
export function hallCells(): CellInput[] {
  const cells: CellInput[] = []
  for (let row = 1; row <= HALL_ROWS; row++)
    for (let col = 1; col <= HALL_COLS; col++) {
      const kind = cellKind(row, col)
      if (kind !== 'seat') cells.push({ row, col, kind, people: [] })
      else if (isHallAccessible(row, col)) cells.push({ row, col, kind, accessible: true, people: [] })
    }
  return cells
}

// ---- The prices ----

/** A season's seat in each section, in agorot. */
export const SECTION_PRICE: Record<Section, number> = { men: 450_00, women: 350_00 }
/** The men's first row, before the ark, has a price of its own. */
export const FRONT_ROW_PRICE = 900_00
const FRONT_ROW = ARK.row + 1
const FRONT_ROW_COLS = range(ARK.col, ARK.col + ARK.colSpan - 1).filter((col) => isHallSeat(FRONT_ROW, col))
export const frontRowSeats = (): Array<{ row: number; col: number }> =>
  FRONT_ROW_COLS.map((col) => ({ row: FRONT_ROW, col }))

/** What a seat costs in the demo's seasons: its own price, or its section's. */
export const demoSeatPrice = (row: number, col: number): number =>
  row === FRONT_ROW && FRONT_ROW_COLS.includes(col) ? FRONT_ROW_PRICE : SECTION_PRICE[sectionAt(row)]

export interface DemoPayment {
  household: number
  agorot: number
  method: 'cash' | 'cheque' | 'transfer'
  /** Days after the links went out. */
  daysAfterLink: number
}

/**
 * Last year's payments for the seats given: most households paid in full, one in ten half, one in ten
 * nothing yet, so the warden's list of who still owes has names on it. By the household's number, so the
 * seeded generator's sequence (and with it the rest of the demo) is untouched.
 */
export function lastYearPayments(seats: readonly DemoSeat[]): DemoPayment[] {
  const dues = new Map<number, number>()
  for (const s of seats) dues.set(s.household, (dues.get(s.household) ?? 0) + demoSeatPrice(s.row, s.col))
  const methods = ['cash', 'cheque', 'transfer'] as const
  return [...dues]
    .filter(([household]) => household % 10 !== 9)
    .map(([household, owed]) => ({
      household,
      agorot: household % 10 === 8 ? Math.round(owed / 200) * 100 : owed,
      method: methods[household % 3]!,
      daysAfterLink: 3 + (household % 40),
    }))
}

// ---- The congregation ----

export type DemoMember = PersonInput & { gender: 'male' | 'female' }

export interface DemoHousehold {
  name: string
  /** Where its messages go: the family's mobile, or '' for a family reached by email. */
  phone: string
  email: string
  /** The head first; all of them on the family's mobile. */
  members: DemoMember[]
}

export const DEMO_HOUSEHOLDS = 400
/** Household sizes in every fifty: mostly two to four, about 1,000 worshippers in all. */
const SIZES_PER_FIFTY: ReadonlyArray<readonly [size: number, households: number]> = [
  [1, 10],
  [2, 19],
  [3, 11],
  [4, 6],
  [5, 3],
  [6, 1],
]
/** The first household's number in the fictitious block; the demo synagogue uses the numbers below it. */
const FIRST_PHONE = 100
const EMAIL_SHARE = 0.12

/**
 * 400 households: a man and his wife with their sons and daughters, a father with his sons, a man or a widow
 * alone. Each family shares one fictitious mobile of the demo block, so nobody real is ever called or texted;
 * some are reached by email instead.
 */
export function demoHouseholds(next: () => number): DemoHousehold[] {
  const sizes = shuffled(
    next,
    Array.from({ length: DEMO_HOUSEHOLDS / 50 }).flatMap(() =>
      SIZES_PER_FIFTY.flatMap(([size, n]) => Array<number>(n).fill(size)),
    ),
  )
  // A head's first name is never repeated within a surname: the warden tells 'משפחת כהן (יצחק)' apart.
  const headsOf = new Map<string, Set<string>>()
  const households = sizes.map((size, i) => {
    const lastName = pick(next, DEMO_SURNAMES)
    const heads = headsOf.get(lastName) ?? new Set<string>()
    headsOf.set(lastName, heads)
    const phone = `${DEMO_PHONE_PREFIX}${FIRST_PHONE + i}`
    const used = new Set<string>()
    const member = (gender: DemoMember['gender'], avoid: ReadonlySet<string> = used): DemoMember => {
      const names = gender === 'male' ? DEMO_MEN_NAMES : DEMO_WOMEN_NAMES
      let firstName = pick(next, names)
      while (avoid.has(firstName) || used.has(firstName)) firstName = pick(next, names)
      used.add(firstName)
      return { firstName, lastName, phone, gender }
    }
    const head = member(size === 1 && next() < 0.15 ? 'female' : 'male', heads)
    heads.add(head.firstName)
    const members = [head]
    if (size > 1 && next() < 0.9) members.push(member('female'))
    while (members.length < size) members.push(member(next() < 0.5 ? 'male' : 'female'))
    const byEmail = next() < EMAIL_SHARE
    return {
      name: size === 1 ? `${head.firstName} ${lastName}` : `משפחת ${lastName}`,
      phone: byEmail ? '' : phone,
      email: byEmail ? `family-${String(i + 1).padStart(3, '0')}@example.com` : '',
      members,
    }
  })
  const named = new Map<string, number>()
  for (const h of households) named.set(h.name, (named.get(h.name) ?? 0) + 1)
  return households.map((h) =>
    (named.get(h.name) ?? 0) > 1 ? { ...h, name: `${h.name} (${h.members[0]!.firstName})` } : h,
  )
}

/** A household's member on a seat: indexes into the households and their members. */
export interface DemoSeat {
  household: number
  member: number
  row: number
  col: number
}

/** About this many regular men have a seat of their own on the weekly map. */
const WEEKLY_MEN = 300

/**
 * The weekly seating: the men of most families sit side by side in a half-row of the men's section, from the
 * centre aisle outwards, each half-row part full, a seat left free between families now and then.
 */
export function weeklySeating(households: readonly DemoHousehold[], next: () => number): DemoSeat[] {
  const blocks: Array<Array<{ row: number; col: number }>> = []
  for (let row = 2; row < CROSS_AISLE; row++)
    for (const cols of [range(CENTRE_AISLE - 1, 2), range(CENTRE_AISLE + 1, HALL_COLS - 1)])
      blocks.push(cols.filter((col) => isHallSeat(row, col)).map((col) => ({ row, col })))
  const seats: DemoSeat[] = []
  let block = 0
  let used = 0
  let target = 7 + Math.floor(next() * 5)
  for (const household of shuffled(
    next,
    households.map((_, i) => i),
  )) {
    if (seats.length >= WEEKLY_MEN) break
    const men = households[household]!.members.flatMap((m, i) => (m.gender === 'male' ? [i] : []))
    // A few families come to the weekly prayers only now and then, without a seat of their own.
    if (men.length === 0 || next() < 0.2) continue
    let gap = used > 0 && next() < 0.3 ? 1 : 0
    if (used + gap + men.length > Math.min(target, blocks[block]?.length ?? 0)) {
      block++
      used = 0
      gap = 0
      target = 7 + Math.floor(next() * 5)
    }
    const free = blocks[block]
    if (!free) break
    men.forEach((member, k) => seats.push({ household, member, ...free[used + gap + k]! }))
    used += gap + men.length
  }
  return seats
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step)
}

// ---- The High Holiday answers and seats ----

export interface DemoAnswer {
  household: number
  /** Who comes (members by index), each to the section of their gender; empty: not coming this year. */
  attending: Array<{ member: number; section: Section }>
  sameAsLast: boolean
  together: boolean
  nearArk: boolean
  notFrontRow: boolean
  accessible: boolean
  note: string
  /** How long after the links went out the answer came. */
  minutesAfterLink: number
}

const NOTES = [
  'אבקש מקום קרוב ליציאה, אבא מתקשה ללכת',
  'הבן שלנו חוזר מהצבא לחג, נשמח שישב לידי',
  'סבתא מצטרפת רק ליום כיפור',
  'אם אפשר, לא ליד הרמקול',
  'נשמח לשבת קרוב למשפחת לוי',
  'השנה נהיה רק בראש השנה',
]

const attendingOf = (h: DemoHousehold, members: number[]) =>
  members.map((member) => ({
    member,
    section: (h.members[member]!.gender === 'male' ? 'men' : 'women') as Section,
  }))

/** Last year most households came, nearly all with everyone, a few with a wish. */
export function lastYearAnswers(households: readonly DemoHousehold[], next: () => number): DemoAnswer[] {
  const came = shuffled(
    next,
    households.map((_, i) => i),
  ).slice(0, Math.round(households.length * 0.85))
  return came
    .sort((a, b) => a - b)
    .map((household) => {
      const h = households[household]!
      const everyone = h.members.map((_, i) => i)
      const members = everyone.length > 2 && next() < 0.1 ? everyone.slice(0, -1) : everyone
      return {
        household,
        attending: attendingOf(h, members),
        sameAsLast: false,
        together: true,
        nearArk: next() < 0.08,
        notFrontRow: next() < 0.08,
        // By the household's number, leaving the seeded sequence as it was.
        accessible: household % 100 === 42,
        note: '',
        minutesAfterLink: 60 + Math.floor(next() * 30 * 24 * 60),
      }
    })
}

/** This year's answers so far: 320 households, a few not coming, ~40% asking for last year's seats. */
export const DEMO_ANSWERS = 320

export function thisYearAnswers(
  households: readonly DemoHousehold[],
  satLastYear: ReadonlySet<number>,
  next: () => number,
): DemoAnswer[] {
  const answered = shuffled(
    next,
    households.map((_, i) => i),
  ).slice(0, DEMO_ANSWERS)
  return answered
    .sort((a, b) => a - b)
    .map((household) => {
      const h = households[household]!
      const everyone = h.members.map((_, i) => i)
      const roll = next()
      // Not coming (abroad, with the children's family), or coming without one of them (not the head).
      const members =
        roll < 0.05
          ? []
          : roll < 0.17 && everyone.length > 1
            ? everyone.filter((i) => i !== 1 + Math.floor(next() * (everyone.length - 1)))
            : everyone
      const coming = members.length > 0
      return {
        household,
        attending: attendingOf(h, members),
        sameAsLast: coming && satLastYear.has(household) && next() < 0.54,
        together: !coming || next() >= 0.04,
        nearArk: coming && next() < 0.08,
        notFrontRow: coming && next() < 0.1,
        accessible: coming && next() < 0.01,
        note: next() < 0.06 ? pick(next, NOTES) : '',
        minutesAfterLink: 60 + Math.floor(next() * 14 * 24 * 60),
      }
    })
}

const SECTION_IDS: Record<Section, number> = { men: 1, women: 2 }

/** Where the answers would sit on the empty hall, by the product's own assignment (last year's seats). */
export function seatsByAssignment(answers: readonly DemoAnswer[]): DemoSeat[] {
  const hall: SeasonHall = {
    rows: HALL_ROWS,
    cols: HALL_COLS,
    isSeat: isHallSeat,
    isAccessible: isHallAccessible,
    sectionOf: (row) => SECTION_IDS[sectionAt(row)],
    arks: range(ARK.col, ARK.col + ARK.colSpan - 1).map((col) => ({ row: ARK.row, col })),
  }
  const requests: AssignmentRequest[] = answers
    .filter((a) => a.attending.length > 0)
    .map((a) => ({
      household: a.household,
      seats: (['men', 'women'] as const)
        .map((section) => ({
          section: SECTION_IDS[section],
          count: a.attending.filter((p) => p.section === section).length,
        }))
        .filter((s) => s.count > 0),
      together: a.together,
      nearArk: a.nearArk,
      notFrontRow: a.notFrontRow,
      accessible: a.accessible,
    }))
  const byHousehold = new Map(answers.map((a) => [a.household, a]))
  const given = new Map<string, number>()
  const seats: DemoSeat[] = []
  // Members take their block's seats in the order they were named, as the season's own run gives them.
  for (const s of proposeSeasonSeats(hall, requests).seats) {
    const key = `${s.household}:${s.section}`
    const i = given.get(key) ?? 0
    given.set(key, i + 1)
    const members = byHousehold
      .get(s.household)!
      .attending.filter((p) => SECTION_IDS[p.section] === s.section)
    const member = members[i]?.member
    if (member !== undefined) seats.push({ household: s.household, member, row: s.row, col: s.col })
  }
  return seats
}
