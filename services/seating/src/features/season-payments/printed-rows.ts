import { numberSeatsOfMap, type SeasonPrices, type SeatMap } from '@seats/contracts'
import { areaAt } from '../season-requests'

/**
 * The map's rows that have seats, as the printed map labels them: each row's letter and its seats' numbers
 * (under the map's own numbering) with their area, so the screen names a seat as the hall does.
 */
export function printedRows(map: SeatMap): SeasonPrices['rows'] {
  const numbering = numberSeatsOfMap(map)
  const rows: SeasonPrices['rows'] = []
  for (let row = 1; row <= map.rows; row++) {
    const label = numbering.rowLabel(row)
    if (label === null) continue
    const seats: SeasonPrices['rows'][number]['seats'] = []
    for (let col = 1; col <= map.cols; col++) {
      const number = numbering.numberAt(row, col)
      if (number !== null) seats.push({ col, number, areaId: areaAt(map, row, col) })
    }
    rows.push({ row, label, seats })
  }
  return rows
}
