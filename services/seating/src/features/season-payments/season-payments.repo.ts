import type { SeasonPaymentMethod } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import type { PaymentRecord, SeasonPriceList } from './season-accounts'
import { seatKey } from './season-accounts'

type Db = Knex | Knex.Transaction

/** Whole agorot as the DECIMAL(10,2) text MySQL stores exactly (no float on the way). */
export function decimalOf(agorot: number): string {
  const sign = agorot < 0 ? '-' : ''
  const abs = Math.abs(agorot)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A DECIMAL(10,2) column read as whole agorot: the multiplication is MySQL's exact decimal arithmetic. */
const agorotColumn = (db: Db, column: string) => db.raw(`CAST(${column} * 100 AS SIGNED) AS agorot`)

interface PaymentRow {
  id: number
  household_id: number
  agorot: number | string
  method: SeasonPaymentMethod
  paid_on: string
  note: string
  created_at: Date
}

const toRecord = (r: PaymentRow): PaymentRecord => ({
  id: r.id,
  householdId: r.household_id,
  agorot: Number(r.agorot),
  method: r.method,
  paidOn: r.paid_on,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
})

interface NewPayment {
  householdId: number
  agorot: number
  method: SeasonPaymentMethod
  paidOn: string
  note: string
}

const paymentRow = (ownerId: number, seasonId: number, p: NewPayment, now: Date) => ({
  owner_id: ownerId,
  season_id: seasonId,
  household_id: p.householdId,
  amount: decimalOf(p.agorot),
  method: p.method,
  paid_on: p.paidOn,
  note: p.note,
  created_at: now,
})

export function seasonPaymentsRepo(db: Db) {
  const payments = () =>
    db('season_payments').select(
      'id',
      'household_id',
      agorotColumn(db, 'amount'),
      'method',
      // DATE as text: a calendar day, never shifted by a time zone.
      db.raw("DATE_FORMAT(paid_on, '%Y-%m-%d') AS paid_on"),
      'note',
      'created_at',
    )

  return {
    async prices(seasonId: number): Promise<SeasonPriceList> {
      const [areas, seats] = (await Promise.all([
        db('season_area_prices').where({ season_id: seasonId }).select('area_id', agorotColumn(db, 'price')),
        db('season_seat_prices')
          .where({ season_id: seasonId })
          .select('seat_row', 'seat_col', agorotColumn(db, 'price')),
      ])) as [
        Array<{ area_id: number; agorot: number | string }>,
        Array<{ seat_row: number; seat_col: number; agorot: number | string }>,
      ]
      return {
        byArea: new Map(areas.map((r) => [r.area_id, Number(r.agorot)])),
        bySeat: new Map(seats.map((r) => [seatKey(r.seat_row, r.seat_col), Number(r.agorot)])),
      }
    },
    /** The season's area prices become exactly these. */
    async setAreaPrices(seasonId: number, prices: ReadonlyArray<{ areaId: number; agorot: number }>) {
      await db('season_area_prices').where({ season_id: seasonId }).delete()
      if (prices.length > 0)
        await db('season_area_prices').insert(
          prices.map((p) => ({ season_id: seasonId, area_id: p.areaId, price: decimalOf(p.agorot) })),
        )
    },
    /** The season's seats priced on their own become exactly these. */
    async setSeatPrices(
      seasonId: number,
      prices: ReadonlyArray<{ row: number; col: number; agorot: number }>,
    ) {
      await db('season_seat_prices').where({ season_id: seasonId }).delete()
      if (prices.length > 0)
        await db('season_seat_prices').insert(
          prices.map((p) => ({
            season_id: seasonId,
            seat_row: p.row,
            seat_col: p.col,
            price: decimalOf(p.agorot),
          })),
        )
    },

    /** The season's payments, by the day paid, then as recorded. */
    payments: async (seasonId: number): Promise<PaymentRecord[]> =>
      (
        (await payments()
          .where({ season_id: seasonId })
          .orderBy([{ column: 'paid_on' }, { column: 'id' }])) as PaymentRow[]
      ).map(toRecord),
    async payment(seasonId: number, id: number): Promise<PaymentRecord | null> {
      const row = (await payments().where({ season_id: seasonId, id }).first()) as PaymentRow | undefined
      return row ? toRecord(row) : null
    },
    async insertPayment(ownerId: number, seasonId: number, p: NewPayment, now: Date): Promise<number> {
      const [id] = await db('season_payments').insert(paymentRow(ownerId, seasonId, p, now))
      return Number(id)
    },
    /** Many payments in one statement (the demo's year of them). */
    async insertPayments(ownerId: number, seasonId: number, list: readonly NewPayment[], now: Date) {
      if (list.length > 0)
        await db('season_payments').insert(list.map((p) => paymentRow(ownerId, seasonId, p, now)))
    },
    /** Answers how many went: 0 when the payment is not the season's (or not the account's). */
    removePayment: (ownerId: number, seasonId: number, id: number): Promise<number> =>
      db('season_payments').where({ id, season_id: seasonId, owner_id: ownerId }).delete(),
  }
}
