import { numberSeatsOfMap, seatName } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { buildMapDocument } from './map-document'

/**
 * Where each person sits, named as the hall is labelled ("שורה ג, מושב 5"), under each map's own numbering:
 * what the phone line says back to a caller. A seat that is no seat any more (under the ark) is left out.
 */
export async function seatNamesOf(db: Knex, personIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(personIds.map((id) => [id, []]))
  if (personIds.length === 0) return names
  const rows = (await db('seat_assignments as a')
    .join('maps as m', 'm.id', 'a.map_id')
    .whereIn('a.person_id', personIds)
    .orderBy(['a.map_id', 'a.seat_row', 'a.seat_col'])
    .select('a.person_id', 'a.map_id', 'm.owner_id', 'a.seat_row', 'a.seat_col')) as Array<{
    person_id: number
    map_id: number
    owner_id: number
    seat_row: number
    seat_col: number
  }>
  const numberings = new Map<number, ReturnType<typeof numberSeatsOfMap> | null>()
  for (const r of rows) {
    if (!numberings.has(r.map_id)) {
      const built = await buildMapDocument(db, r.owner_id, r.map_id)
      numberings.set(r.map_id, built ? numberSeatsOfMap(built.map) : null)
    }
    const numbering = numberings.get(r.map_id)
    const letter = numbering?.rowLabel(r.seat_row)
    const n = numbering?.numberAt(r.seat_row, r.seat_col)
    if (letter && n) names.get(r.person_id)?.push(seatName(letter, n))
  }
  return names
}
