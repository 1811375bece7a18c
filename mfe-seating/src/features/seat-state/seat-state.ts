import { seatStateOf, type Report, type SeatState } from '@seats/contracts'

// The rule is the contracts' own: the lobby screen's server reads seats by it too.
export { seatStateOf, type SeatState }

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
