import type { SeatNumbering } from './seat-numbering'

/**
 * How seats are named on screen and on print: "שורה ג, מושב 5".
 *
 * Rows are Hebrew numerals (gematria), the way Hebrew readers already count chapters and days of the month:
 * א … ט, י, יא, יב … טו, טז … כ, כא, כב, כג … ל … ק … ר. Every row up to MAX_MAP_ROWS gets a distinct label
 * and a reader never has to guess whether "כ" is the 11th or the 20th row: it is the 20th.
 * Seats are numbered under the map's scheme (seat-numbering.ts). Rows are lettered: a row without seats (an aisle
 * across the hall) gets no letter, and the row after it takes the next one, as on the printed map.
 */

const UNITS = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'] as const
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'] as const
const HUNDREDS = ['', 'ק', 'ר', 'ש', 'ת'] as const

/** The Hebrew row label of a 1-based row number (1 → א, 15 → טו, 23 → כג, 200 → ר). */
export function hebrewRowLabel(row: number): string {
  if (!Number.isInteger(row) || row < 1 || row > 499) throw new RangeError(`row ${row} has no Hebrew label`)
  const hundreds = HUNDREDS[Math.floor(row / 100)] ?? ''
  const rest = row % 100
  // 15 and 16 are written ט+ו and ט+ז, never as letters of the divine name.
  if (rest === 15) return `${hundreds}טו`
  if (rest === 16) return `${hundreds}טז`
  return `${hundreds}${TENS[Math.floor(rest / 10)] ?? ''}${UNITS[rest % 10] ?? ''}`
}

const LETTER_VALUES: Record<string, number> = Object.fromEntries([
  ...UNITS.slice(1).map((l, i) => [l, i + 1] as const),
  ...TENS.slice(1).map((l, i) => [l, (i + 1) * 10] as const),
  ...HUNDREDS.slice(1).map((l, i) => [l, (i + 1) * 100] as const),
])

/** The row number of a label made by hebrewRowLabel (geresh marks are ignored); null when it is not one. */
export function parseHebrewRowLabel(label: string): number | null {
  const letters = label.replace(/[׳״'"\s]/g, '')
  if (!letters) return null
  let total = 0
  for (const letter of letters) {
    const value = LETTER_VALUES[letter]
    if (value === undefined) return null
    total += value
  }
  return total >= 1 && total <= 499 && hebrewRowLabel(total) === letters ? total : null
}

/** A row as texts about rows name it (a display's range, an element's place): its letter, or "מעבר". */
export const rowLetterOrAisle = (numbering: SeatNumbering, row: number): string =>
  numbering.rowLabel(row) ?? 'מעבר'

/** "שורה ג, מושב 5": how a seat is named to a person (the row's letter from SeatNumbering.rowLabel). */
export function seatName(rowLabel: string, seatNumber: number): string {
  return `שורה ${rowLabel}, מושב ${seatNumber}`
}

/** "ג 5": the short form used on badges and in lists. */
export function shortSeatName(rowLabel: string, seatNumber: number): string {
  return `${rowLabel} ${seatNumber}`
}
