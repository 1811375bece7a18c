import {
  shekelsOf,
  type Household,
  type SeasonPayment,
  type SeasonPayments,
  type SeatMap,
} from '@seats/contracts'
import { areaAt } from '../season-requests'

/** A season's prices in whole agorot: by area, and the seats priced apart from their area ("row:col"). */
export interface SeasonPriceList {
  byArea: ReadonlyMap<number, number>
  bySeat: ReadonlyMap<string, number>
}

/** A recorded payment, its amount in whole agorot. */
export type PaymentRecord = Omit<SeasonPayment, 'amount'> & { agorot: number }

export const seatKey = (row: number, col: number) => `${row}:${col}`

/** A seat's price in agorot: its own, else its area's; a seat in no area costs nothing. */
export function seatPriceOf(
  map: Pick<SeatMap, 'areas'>,
  prices: SeasonPriceList,
  row: number,
  col: number,
): number {
  const own = prices.bySeat.get(seatKey(row, col))
  if (own !== undefined) return own
  const area = areaAt(map, row, col)
  return area === null ? 0 : (prices.byArea.get(area) ?? 0)
}

/**
 * Each household's seats on the season's map and what they cost (agorot): one seat per member's place, so a
 * member seated twice is charged twice. Worshippers seated in no household are counted apart.
 */
export function chargesOf(
  map: Pick<SeatMap, 'areas' | 'cells'>,
  households: ReadonlyArray<Pick<Household, 'id' | 'memberIds'>>,
  prices: SeasonPriceList,
): { byHousehold: Map<number, { seats: number; due: number }>; seatedWithoutHousehold: number } {
  const householdOf = new Map<number, number>()
  for (const h of households) for (const p of h.memberIds) householdOf.set(p, h.id)
  const byHousehold = new Map<number, { seats: number; due: number }>()
  const unhoused = new Set<number>()
  for (const cell of map.cells) {
    if (cell.people.length === 0) continue
    const price = seatPriceOf(map, prices, cell.row, cell.col)
    for (const person of cell.people) {
      const h = householdOf.get(person.id)
      if (h === undefined) {
        unhoused.add(person.id)
        continue
      }
      const was = byHousehold.get(h) ?? { seats: 0, due: 0 }
      byHousehold.set(h, { seats: was.seats + 1, due: was.due + price })
    }
  }
  return { byHousehold, seatedWithoutHousehold: unhoused.size }
}

/**
 * The season's accounts: every household that holds seats or paid, in the households' order, each with its
 * due, paid and balance; the totals. All sums are in agorot, turned to shekels only for the answer.
 */
export function seasonAccounts(
  households: ReadonlyArray<Pick<Household, 'id' | 'name' | 'memberIds'>>,
  map: Pick<SeatMap, 'areas' | 'cells'>,
  prices: SeasonPriceList,
  payments: readonly PaymentRecord[],
): SeasonPayments {
  const { byHousehold, seatedWithoutHousehold } = chargesOf(map, households, prices)
  const paidBy = new Map<number, PaymentRecord[]>()
  for (const p of payments) paidBy.set(p.householdId, [...(paidBy.get(p.householdId) ?? []), p])
  const totals = { due: 0, paid: 0, owed: 0, owing: 0 }
  const rows: SeasonPayments['households'] = []
  for (const h of households) {
    const charge = byHousehold.get(h.id) ?? { seats: 0, due: 0 }
    const own = paidBy.get(h.id) ?? []
    if (charge.seats === 0 && own.length === 0) continue
    const paid = own.reduce((sum, p) => sum + p.agorot, 0)
    const balance = charge.due - paid
    totals.due += charge.due
    totals.paid += paid
    if (balance > 0) {
      totals.owed += balance
      totals.owing += 1
    }
    rows.push({
      householdId: h.id,
      name: h.name,
      seats: charge.seats,
      due: shekelsOf(charge.due),
      paid: shekelsOf(paid),
      balance: shekelsOf(balance),
      owes: balance > 0,
      payments: own.map(({ agorot, ...p }) => ({ ...p, amount: shekelsOf(agorot) })),
    })
  }
  return {
    households: rows,
    totals: {
      due: shekelsOf(totals.due),
      paid: shekelsOf(totals.paid),
      owed: shekelsOf(totals.owed),
      owing: totals.owing,
    },
    seatedWithoutHousehold,
  }
}
