import { numberSeatsOfMap, type SeatMap } from '@seats/contracts'
import { areaAt } from '../season-requests'

/**
 * A household's seats as a message names them, as printed on the map: by area, then row, numbers together
 * ("עזרת גברים: שורה ב, מושבים 4, 5; עזרת נשים: שורה א, מושב 3").
 */
export function seatsWords(map: SeatMap, seats: ReadonlyArray<{ row: number; col: number }>): string {
  const numbering = numberSeatsOfMap(map)
  const areaNames = new Map(map.areas.map((a) => [a.id, a.name]))
  const byArea = new Map<string, Map<string, number[]>>()
  const sorted = [...seats].sort((a, b) => a.row - b.row || a.col - b.col)
  for (const s of sorted) {
    const area = areaNames.get(areaAt(map, s.row, s.col) ?? -1) ?? ''
    const row = numbering.rowLabel(s.row) ?? String(s.row)
    const n = numbering.numberAt(s.row, s.col)
    if (n === null) continue
    const rows = byArea.get(area) ?? new Map<string, number[]>()
    rows.set(row, [...(rows.get(row) ?? []), n])
    byArea.set(area, rows)
  }
  return [...byArea.entries()]
    .map(([area, rows]) => {
      const rowsText = [...rows.entries()]
        .map(([row, numbers]) => {
          const list = [...numbers].sort((a, b) => a - b).join(', ')
          return `שורה ${row}, ${numbers.length === 1 ? 'מושב' : 'מושבים'} ${list}`
        })
        .join('; ')
      return area ? `${area}: ${rowsText}` : rowsText
    })
    .join('; ')
}

export const seatsSms = (synagogue: string, season: string, words: string): string =>
  `${synagogue ? `${synagogue}: ` : ''}המקומות שלכם ל${season}: ${words}. חג שמח!`

export const seatsMail = (synagogue: string, season: string, household: string, words: string) => ({
  subject: `המקומות שלכם ל${season}`,
  body: [`שלום ${household},`, '', `המקומות שלכם ל${season}:`, words, '', 'חג שמח!', synagogue]
    .join('\n')
    .trim(),
})
