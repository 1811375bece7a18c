import {
  hebrewRowLabel,
  parseHebrewRowLabel,
  seasonSeatPriceSchema,
  seatName,
  type SeasonPrices,
  type SeasonPricesInput,
} from '@seats/contracts'
import { fieldErrorsFromIssues, type FieldErrors, type FormCheck } from '@seats/sdk'
import { parseShekels, shekelsText } from './payment-form'
import { seatPriceTexts as t } from './payments-texts'

/** A seat priced apart from its area, named as the printed map names it. */
export interface PricedSeat {
  row: number
  col: number
  price: number
  /** 'שורה ג, מושב 5', or null when the map changed and the cell is no seat any more. */
  name: string | null
  rowLabel: string | null
  number: number | null
  area: string | null
  /** What the seat would cost without its own price. */
  areaPrice: number
}

/** The season's seats priced on their own, by row and then from the right, each named as printed. */
export function pricedSeats(prices: SeasonPrices): PricedSeat[] {
  const areas = new Map(prices.areas.map((a) => [a.areaId, a]))
  return [...prices.seats]
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((s) => {
      const row = prices.rows.find((r) => r.row === s.row)
      const seat = row?.seats.find((x) => x.col === s.col)
      const area = seat?.areaId ? areas.get(seat.areaId) : undefined
      return {
        ...s,
        name: row && seat ? seatName(row.label, seat.number) : null,
        rowLabel: row && seat ? row.label : null,
        number: seat?.number ?? null,
        area: area?.name ?? null,
        areaPrice: area?.price ?? 0,
      }
    })
}

export type SeatPriceField = 'row' | 'seat' | 'price'
export type SeatPriceValues = Record<SeatPriceField, string>
/** In the order the first wrong one takes the focus. */
export const seatPriceFields: SeatPriceField[] = ['row', 'seat', 'price']

export const seatPriceValuesOf = (seat: PricedSeat | null): SeatPriceValues => ({
  row: seat?.rowLabel ?? '',
  seat: seat?.number === null || seat?.number === undefined ? '' : String(seat.number),
  price: seat ? shekelsText(seat.price) : '',
})

/** A row as a warden types it: its letter as printed ('ג', 'ג׳'), or its count among the rows ('3'). */
function rowNumberOf(text: string): number | null {
  const bare = text.trim()
  return /^\d+$/.test(bare) ? Number(bare) : parseHebrewRowLabel(bare)
}

type Found = { ok: true; row: number; col: number } | { ok: false; errors: FieldErrors<SeatPriceField> }

/** The cell of the seat named by its printed row and number, or why there is none on the season's map. */
export function findSeat(prices: SeasonPrices, rowText: string, seatText: string): Found {
  const errors: FieldErrors<SeatPriceField> = {}
  const n = rowNumberOf(rowText)
  const label = n !== null && n >= 1 && n <= 499 ? hebrewRowLabel(n) : null
  const row = label === null ? undefined : prices.rows.find((r) => r.label === label)
  if (!rowText.trim()) errors.row = t.rowRequired
  else if (label === null) errors.row = t.rowInvalid
  else if (!row) errors.row = t.rowOutside(label, prices.rows.length)
  const seatNumber = /^\d+$/.test(seatText.trim()) ? Number(seatText.trim()) : null
  const seat = row?.seats.find((s) => s.number === seatNumber)
  if (!seatText.trim()) errors.seat = t.seatRequired
  else if (seatNumber === null) errors.seat = t.seatInvalid
  else if (row && !seat) errors.seat = t.seatOutside(row.label, seatNumber)
  return row && seat && !errors.row && !errors.seat
    ? { ok: true, row: row.row, col: seat.col }
    : { ok: false, errors }
}

/**
 * The season's seat prices with this one added (or, editing, changed): the seat is found on the season's
 * map by its printed name, its price checked by the contracts' schema. A seat priced already is edited in
 * the list, not added twice.
 */
export function checkSeatPrice(
  prices: SeasonPrices,
  values: SeatPriceValues,
  editing: { row: number; col: number } | null,
): FormCheck<SeatPriceValues, SeasonPricesInput> {
  const found = editing ? ({ ok: true, ...editing } as const) : findSeat(prices, values.row, values.seat)
  const errors: FieldErrors<SeatPriceField> = found.ok ? {} : { ...found.errors }
  if (found.ok && !editing && prices.seats.some((s) => s.row === found.row && s.col === found.col))
    errors.seat = t.seatPricedAlready
  const price = seasonSeatPriceSchema.shape.price.safeParse(parseShekels(values.price) ?? undefined)
  if (!price.success)
    Object.assign(
      errors,
      fieldErrorsFromIssues(
        price.error.issues.map((i) => ({ ...i, path: ['price'] })),
        seatPriceFields,
      ),
    )
  if (!found.ok || !price.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const others = prices.seats.filter((s) => s.row !== found.row || s.col !== found.col)
  return {
    ok: true,
    input: { seats: [...others, { row: found.row, col: found.col, price: price.data }] },
  }
}
