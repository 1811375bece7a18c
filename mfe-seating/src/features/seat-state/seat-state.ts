import type { Report } from '@seats/contracts'

/**
 * What a seat is on a date, as PRODUCT.md defines it:
 * - `empty`: a seat nobody holds (free on every date);
 * - `vacated`: a seat whose holders are away, free for guests on this date;
 * - `occupied`: a seat someone holds and sits in on this date.
 */
export type SeatState = 'empty' | 'vacated' | 'occupied'

/**
 * One seat's state. On a regular date or event a report means "I am away": the seat is free when every
 * person in it reported. On a reverse event ('הפוך') a report means "I am coming": the seat is free unless
 * one of its people reported.
 */
export function seatStateOf(
  people: readonly number[],
  reported: ReadonlySet<number>,
  reverse: boolean,
): SeatState {
  if (people.length === 0) return 'empty'
  const free = reverse ? !people.some((id) => reported.has(id)) : people.every((id) => reported.has(id))
  return free ? 'vacated' : 'occupied'
}

export const isFree = (state: SeatState): boolean => state !== 'occupied'

/** The persons who reported: a report names one person, and frees (or takes) all of that person's seats. */
export function reportedPersons(reports: readonly Pick<Report, 'personId'>[]): ReadonlySet<number> {
  return new Set(reports.map((r) => r.personId))
}

/** The states of every held seat of a map (cell key → state); seats not listed are empty. */
export function seatStatesOf<K>(
  seats: Iterable<readonly [K, readonly number[]]>,
  reported: ReadonlySet<number>,
  reverse: boolean,
): Map<K, SeatState> {
  const states = new Map<K, SeatState>()
  for (const [key, people] of seats)
    if (people.length > 0) states.set(key, seatStateOf(people, reported, reverse))
  return states
}

/** The seats vacated for guests on a date: held seats that are free. */
export function vacatedSeats<K>(
  seats: Iterable<readonly [K, readonly number[]]>,
  reported: ReadonlySet<number>,
  reverse: boolean,
): K[] {
  const keys: K[] = []
  for (const [key, people] of seats)
    if (people.length > 0 && seatStateOf(people, reported, reverse) === 'vacated') keys.push(key)
  return keys
}

/** Whether a person is away on the date: reported on a regular date, not reported on a reverse event. */
export const isAway = (personId: number, reported: ReadonlySet<number>, reverse: boolean): boolean =>
  reported.has(personId) !== reverse

/**
 * Whose names a seat may show. With hideAway on, a worshipper who is away (the printed map must not
 * announce who travels) is left out entirely, not drawn at all.
 */
export function namesShown(
  people: readonly number[],
  reported: ReadonlySet<number>,
  reverse: boolean,
  hideAway: boolean,
): number[] {
  if (!hideAway) return [...people]
  return people.filter((id) => !isAway(id, reported, reverse))
}
