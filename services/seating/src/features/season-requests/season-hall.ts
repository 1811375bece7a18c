import { numberSeatsOfMap, type SeatMap } from '@seats/contracts'

/** The area a seat is in: the first of the map's areas whose rectangle holds it (areas never overlap). */
export function areaAt(map: Pick<SeatMap, 'areas'>, row: number, col: number): number | null {
  for (const a of map.areas)
    if (row >= a.rowRange[0] && row <= a.rowRange[1] && col >= a.colRange[0] && col <= a.colRange[1])
      return a.id
  return null
}

/** Every seat of the map (a seat cell, not under an element), with its area. */
export function seatsOf(map: SeatMap): Array<{ row: number; col: number; areaId: number | null }> {
  const numbering = numberSeatsOfMap(map)
  const seats: Array<{ row: number; col: number; areaId: number | null }> = []
  for (let row = 1; row <= map.rows; row++)
    for (let col = 1; col <= map.cols; col++)
      if (numbering.numberAt(row, col) !== null) seats.push({ row, col, areaId: areaAt(map, row, col) })
  return seats
}

/** Seats per area of the map, the seats in no area last (only when there are any; named '' for the screen to word). */
export function seatsPerArea(map: SeatMap): Array<{ areaId: number | null; name: string; seats: number }> {
  const counts = new Map<number | null, number>()
  for (const s of seatsOf(map)) counts.set(s.areaId, (counts.get(s.areaId) ?? 0) + 1)
  const areas = map.areas.map((a) => ({
    areaId: a.id as number | null,
    name: a.name,
    seats: counts.get(a.id) ?? 0,
  }))
  const outside = counts.get(null) ?? 0
  return outside > 0 || areas.length === 0 ? [...areas, { areaId: null, name: '', seats: outside }] : areas
}
