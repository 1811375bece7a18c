import { numberSeatsOfMap, personDisplayName, type Person, type SeatMap } from '@seats/contracts'

/** One printed name card: who sits there, and the seat as the hall numbers it. */
export interface SeatCard {
  key: string
  personId: number
  name: string
  /** The row's letter and the seat's number as printed on the map ('ב', 6). */
  rowLabel: string
  seatNumber: number
  areaId: number | null
  areaName: string
}

/** The area holding a seat: the first of the map's areas whose rectangle holds it. */
const areaOf = (map: SeatMap, row: number, col: number) =>
  map.areas.find(
    (a) => row >= a.rowRange[0] && row <= a.rowRange[1] && col >= a.colRange[0] && col <= a.colRange[1],
  ) ?? null

/**
 * A card for every person seated on the map, in the order the hall is walked (row by row, seat by seat),
 * so the cut cards come out ready to lay on the seats. A seat held by two people gets a card each.
 */
export function seatCardsOf(map: SeatMap, persons: readonly Person[]): SeatCard[] {
  const numbering = numberSeatsOfMap(map)
  const byId = new Map(persons.map((p) => [p.id, p]))
  const cards: SeatCard[] = []
  const cells = [...map.cells].sort((a, b) => a.row - b.row || a.col - b.col)
  for (const cell of cells) {
    const seatNumber = numbering.numberAt(cell.row, cell.col)
    const rowLabel = numbering.rowLabel(cell.row)
    if (seatNumber === null || rowLabel === null) continue
    const area = areaOf(map, cell.row, cell.col)
    for (const holder of cell.people) {
      const person = byId.get(holder.id)
      if (!person) continue
      cards.push({
        key: `${cell.row}-${cell.col}-${holder.id}`,
        personId: holder.id,
        name: personDisplayName(person),
        rowLabel,
        seatNumber,
        areaId: area?.id ?? null,
        areaName: area?.name ?? '',
      })
    }
  }
  return cards
}

/** Cards per A4 sheet: two columns of five, each 90 × 50 mm with room to cut. */
export const CARDS_PER_SHEET = 10

/** The cards in sheets of CARDS_PER_SHEET. */
export function sheetsOf<T>(cards: readonly T[]): T[][] {
  const sheets: T[][] = []
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET) sheets.push(cards.slice(i, i + CARDS_PER_SHEET))
  return sheets
}

/** "עזרת גברים, שורה ב מושב 4": a card's seat as a list names it. */
export const seatText = (c: Pick<SeatCard, 'areaName' | 'rowLabel' | 'seatNumber'>): string =>
  `${c.areaName ? `${c.areaName}, ` : ''}שורה ${c.rowLabel} מושב ${c.seatNumber}`
