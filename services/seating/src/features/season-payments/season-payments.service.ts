import {
  agorotOf,
  changeSubject,
  fieldErrorOf,
  numberSeatsOfMap,
  shekelsOf,
  type ChangeAuthor,
  type FieldError,
  type Household,
  type Season,
  type SeasonPayment,
  type SeasonPayments,
  type SeasonPrices,
  type seasonPaymentInputSchema,
  type seasonPricesInputSchema,
} from '@seats/contracts'
import { AppError, fieldsError, type Knex } from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { recordChange } from '../activity'
import { householdsRepo } from '../households'
import { areasRepo, buildMapDocument } from '../maps'
import { seatsPerArea } from '../season-requests'
import { seasonsRepo } from '../seasons'
import { printedRows } from './printed-rows'
import { seasonAccounts, seatKey } from './season-accounts'
import { seasonPaymentsRepo } from './season-payments.repo'

type Deps = Pick<SeatingDeps, 'db' | 'now' | 'outbox'>
type PricesWrite = z.output<typeof seasonPricesInputSchema>
type PaymentWrite = z.output<typeof seasonPaymentInputSchema>

/** A payment as the activity list tells it: the household by id (its name is erased if it goes), in shekels. */
const paymentDetails = (season: Season, household: Household | null, amount: number) => ({
  seasonName: season.name,
  amount,
  ...(household ? { householdId: household.id, householdName: household.name } : {}),
})

/**
 * A season's seat prices and the payments households made, each call scoped by the owner's account id:
 * another account's season, household or payment answers 404 and nothing is written.
 */
export function createSeasonPaymentsService(deps: Deps) {
  async function ownedSeason(
    db: Knex | Knex.Transaction,
    ownerId: number,
    seasonId: number,
    opts: { forUpdate?: boolean } = {},
  ): Promise<Season> {
    const season = await seasonsRepo(db).find(ownerId, seasonId, opts)
    if (!season) throw new AppError('season_not_found')
    return season
  }

  async function seasonMap(ownerId: number, season: Season) {
    const built = await buildMapDocument(deps.db, ownerId, season.mapId)
    if (!built) throw new AppError('season_not_found')
    return built.map
  }

  async function prices(ownerId: number, seasonId: number): Promise<SeasonPrices> {
    const season = await ownedSeason(deps.db, ownerId, seasonId)
    const [map, list] = await Promise.all([
      seasonMap(ownerId, season),
      seasonPaymentsRepo(deps.db).prices(season.id),
    ])
    const perArea = seatsPerArea(map)
    return {
      areas: map.areas.map((a) => ({
        areaId: a.id,
        name: a.name,
        seats: perArea.find((p) => p.areaId === a.id)?.seats ?? 0,
        price: shekelsOf(list.byArea.get(a.id) ?? 0),
      })),
      seatsOutside: perArea.find((p) => p.areaId === null)?.seats ?? 0,
      seats: [...list.bySeat]
        .map(([key, agorot]) => {
          const [row, col] = key.split(':').map(Number) as [number, number]
          return { row, col, price: shekelsOf(agorot) }
        })
        .sort((a, b) => a.row - b.row || a.col - b.col),
      rows: printedRows(map),
    }
  }

  return {
    prices,

    /** The areas' prices become these (an area left out costs nothing), when given; so do the seats'. */
    async setPrices(
      ownerId: number,
      author: ChangeAuthor,
      seasonId: number,
      input: PricesWrite,
    ): Promise<SeasonPrices> {
      await inTransaction(deps.db, async (trx) => {
        const season = await ownedSeason(trx, ownerId, seasonId, { forUpdate: true })
        const repo = seasonPaymentsRepo(trx)
        if (input.areas) {
          const areas = new Set((await areasRepo(trx).listByMap(season.mapId)).map((a) => a.id))
          // An area of another map (or another account) is no area of this season.
          if (input.areas.some((a) => !areas.has(a.areaId))) throw new AppError('area_not_found')
          await repo.setAreaPrices(
            season.id,
            input.areas.map((a) => ({ areaId: a.areaId, agorot: agorotOf(a.price) })),
          )
        }
        if (input.seats) {
          const built = await buildMapDocument(trx, ownerId, season.mapId)
          if (!built) throw new AppError('season_not_found')
          const { map } = built
          const numbering = numberSeatsOfMap(map)
          // A seat priced before the map changed under it (now an aisle) may stay until the warden removes it.
          const priced = (await repo.prices(season.id)).bySeat
          const outside: FieldError[] = []
          input.seats.forEach((s, i) => {
            if (s.row > map.rows) outside.push(fieldErrorOf(`seats.${i}.row`, 'map_rows', { rows: map.rows }))
            else if (s.col > map.cols)
              outside.push(fieldErrorOf(`seats.${i}.col`, 'map_cols', { cols: map.cols }))
            else if (numbering.numberAt(s.row, s.col) === null && !priced.has(seatKey(s.row, s.col)))
              outside.push(fieldErrorOf(`seats.${i}.col`, 'not_a_seat'))
          })
          if (outside.length > 0) throw fieldsError(outside)
          await repo.setSeatPrices(
            season.id,
            input.seats.map((s) => ({ row: s.row, col: s.col, agorot: agorotOf(s.price) })),
          )
        }
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'season.prices',
          subject: changeSubject.season(season.id),
          details: { seasonName: season.name },
        })
      })
      await deps.outbox.flush()
      return prices(ownerId, seasonId)
    },

    /** Every household seated on the season's map or that paid, with what it owes, and the totals. */
    async accounts(ownerId: number, seasonId: number): Promise<SeasonPayments> {
      const season = await ownedSeason(deps.db, ownerId, seasonId)
      const [map, households, list, payments] = await Promise.all([
        seasonMap(ownerId, season),
        householdsRepo(deps.db).list(ownerId),
        seasonPaymentsRepo(deps.db).prices(season.id),
        seasonPaymentsRepo(deps.db).payments(season.id),
      ])
      return seasonAccounts(households, map, list, payments)
    },

    /** Records money a household of the account gave for this season. */
    async addPayment(
      ownerId: number,
      author: ChangeAuthor,
      seasonId: number,
      input: PaymentWrite,
    ): Promise<SeasonPayment> {
      const id = await inTransaction(deps.db, async (trx) => {
        const season = await ownedSeason(trx, ownerId, seasonId)
        // Held until the payment is in: a household deleted meanwhile takes none of it along unseen.
        const household = await householdsRepo(trx).find(ownerId, input.householdId, { forUpdate: true })
        if (!household) throw new AppError('household_not_found')
        const id = await seasonPaymentsRepo(trx).insertPayment(
          ownerId,
          season.id,
          {
            householdId: input.householdId,
            agorot: agorotOf(input.amount),
            method: input.method,
            paidOn: input.paidOn,
            note: input.note,
          },
          deps.now(),
        )
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'payment.create',
          subject: changeSubject.season(season.id),
          details: paymentDetails(season, household, input.amount),
        })
        return id
      })
      await deps.outbox.flush()
      const record = await seasonPaymentsRepo(deps.db).payment(seasonId, id)
      if (!record) throw new AppError('season_payment_not_found')
      const { agorot, ...payment } = record
      return { ...payment, amount: shekelsOf(agorot) }
    },

    async removePayment(
      ownerId: number,
      author: ChangeAuthor,
      seasonId: number,
      paymentId: number,
    ): Promise<void> {
      await inTransaction(deps.db, async (trx) => {
        const season = await ownedSeason(trx, ownerId, seasonId)
        const repo = seasonPaymentsRepo(trx)
        const record = await repo.payment(season.id, paymentId)
        // A second click finds it gone: 404, and the list tells the deletion once.
        if (!record || (await repo.removePayment(ownerId, season.id, paymentId)) === 0)
          throw new AppError('season_payment_not_found')
        const household = await householdsRepo(trx).find(ownerId, record.householdId)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'payment.delete',
          subject: changeSubject.season(season.id),
          details: paymentDetails(season, household, shekelsOf(record.agorot)),
        })
      })
      await deps.outbox.flush()
    },
  }
}
export type SeasonPaymentsService = ReturnType<typeof createSeasonPaymentsService>
