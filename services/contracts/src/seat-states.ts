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
