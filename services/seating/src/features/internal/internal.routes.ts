import Router from '@koa/router'
import { sweepDeletedAccounts } from '../accounts'
import {
  demoSynagogueInputSchema,
  normalizePhone,
  numberSeatsOfMap,
  seatName,
  personCountsRequestSchema,
  type CellKind,
  type InternalPerson,
  type PersonCounts,
  type PhoneSharingAccounts,
} from '@seats/contracts'
import { AppError, handle, requireServiceToken } from '@seats/kit'
import { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { seedDemoSeason, seedDemoSynagogue } from '../demo'
import { DEMO_PHONE_PREFIX, personsRepo } from '../persons'
import { eventsRepo } from '../events'
import { buildMapDocument, seatNamesOf } from '../maps'

const accountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})
const accountPersonParams = accountParams.extend({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})
const fromQuery = z.object({ from: z.iso.date().optional() })
const gridNumber = z.coerce.number().int().positive().max(1_000)
const mapParams = accountParams.extend({
  mapId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})
const cellParams = mapParams.extend({
  row: gridNumber,
  col: gridNumber,
})

/** One cell of a map as reporting needs it to lend a seat to a guest. */
export interface InternalCell {
  kind: CellKind
  /** 'שורה ב, מושב 2' under the map's own numbering; null when the cell is no seat. */
  seatName: string | null
  mapName: string
  /** Who holds the seat. */
  people: number[]
}

/**
 * What other services (reporting: the phone system, reports, reminders) may read here; only with the service
 * token, never through the gateway. The writes are the demo synagogues: a new demo guest's, and the start
 * command's season demo.
 */
export function internalRouter(
  deps: Pick<SeatingDeps, 'db' | 'now' | 'realtime' | 'outbox' | 'mapCache' | 'internalToken'>,
): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))

  // The hourly sweep (workers): rows deleted accounts still hold here.
  router.post(
    '/maintenance/sweep-deleted-accounts',
    handle({}, async (ctx) => {
      ctx.body = { accountsSwept: await sweepDeletedAccounts(deps.db) }
    }),
  )

  router.get(
    '/persons/by-phone/:phone',
    handle({ params: z.object({ phone: z.string().max(30) }) }, async (ctx, { params }) => {
      const phone = normalizePhone(params.phone)
      const rows = (await deps
        .db('persons')
        .where({ phone })
        .orderBy(['owner_id', 'id'])
        .select('id', 'owner_id', 'first_name', 'last_name', 'phone', 'gender')) as Array<{
        id: number
        owner_id: number
        first_name: string
        last_name: string
        phone: string
        gender: InternalPerson['gender']
      }>
      const seats = await seatNamesOf(
        deps.db,
        rows.map((r) => r.id),
      )
      ctx.body = rows.map((r): InternalPerson => ({
        id: r.id,
        accountId: r.owner_id,
        firstName: r.first_name,
        lastName: r.last_name,
        phone: r.phone,
        gender: r.gender ?? null,
        seatNames: seats.get(r.id) ?? [],
      }))
    }),
  )

  /** The admin's users table: worshippers per account for many accounts in one indexed GROUP BY. */
  router.post(
    '/accounts/person-counts',
    handle({ body: personCountsRequestSchema }, async (ctx, { body }) => {
      const counts: PersonCounts = Object.fromEntries(body.accountIds.map((id) => [String(id), 0]))
      const ids = [...new Set(body.accountIds)]
      for (let i = 0; i < ids.length; i += 10_000) {
        const rows = (await deps
          .db('persons')
          .whereIn('owner_id', ids.slice(i, i + 10_000))
          .groupBy('owner_id')
          .select('owner_id')
          .count({ n: '*' })) as Array<{ owner_id: number; n: number | string }>
        for (const r of rows) counts[String(r.owner_id)] = Number(r.n)
      }
      ctx.body = counts
    }),
  )

  router.get(
    '/accounts/:accountId/persons',
    handle({ params: accountParams }, async (ctx, { params }) => {
      ctx.body = await personsRepo(deps.db).list(params.accountId)
    }),
  )

  router.get(
    '/accounts/:accountId/persons/:id',
    handle({ params: accountPersonParams }, async (ctx, { params }) => {
      const repo = personsRepo(deps.db)
      const row = await repo.find(params.accountId, params.id)
      if (!row) throw new AppError('person_not_found')
      ctx.body = (await repo.withSeats(params.accountId, [row]))[0]
    }),
  )

  /** Auth's check of a synagogue's new name: the accounts a caller on one of its phones would also hear. */
  router.get(
    '/accounts/:accountId/phone-sharing-accounts',
    handle({ params: accountParams }, async (ctx, { params }) => {
      const rows = (await deps
        .db('persons as own')
        .join('persons as other', 'other.phone', 'own.phone')
        .where('own.owner_id', params.accountId)
        .whereNot('other.owner_id', params.accountId)
        .whereNot('own.phone', 'like', `${DEMO_PHONE_PREFIX}%`)
        .distinct('other.owner_id')
        .orderBy('other.owner_id')) as Array<{ owner_id: number }>
      const body: PhoneSharingAccounts = { accountIds: rows.map((r) => r.owner_id) }
      ctx.body = body
    }),
  )

  router.get(
    '/accounts/:accountId/events',
    handle({ params: accountParams, query: fromQuery }, async (ctx, { params, query }) => {
      const all = await eventsRepo(deps.db).list(params.accountId)
      ctx.body = query.from ? all.filter((e) => e.date >= (query.from ?? '')) : all
    }),
  )
  /** One map of the account as its editor reads it (reporting's lobby screen); 404 when not the account's. */
  router.get(
    '/accounts/:accountId/maps/:mapId',
    handle({ params: mapParams }, async (ctx, { params }) => {
      const built = await buildMapDocument(deps.db, params.accountId, params.mapId)
      if (!built) throw new AppError('map_not_found')
      ctx.body = built.map
    }),
  )
  /** A cell of the account's map (reporting's guests): what it is, its name, who holds it. */
  router.get(
    '/accounts/:accountId/maps/:mapId/cells/:row/:col',
    handle({ params: cellParams }, async (ctx, { params }) => {
      const built = await buildMapDocument(deps.db, params.accountId, params.mapId)
      if (!built) throw new AppError('map_not_found')
      const { map } = built
      if (params.row > map.rows || params.col > map.cols) throw new AppError('map_not_found')
      const stored = map.cells.find((c) => c.row === params.row && c.col === params.col)
      const numbering = numberSeatsOfMap(map)
      const n = numbering.numberAt(params.row, params.col)
      const letter = numbering.rowLabel(params.row)
      // A seat under the ark or the bimah has no number: it is no seat.
      const kind: CellKind = n !== null ? 'seat' : stored?.kind === 'aisle' ? 'aisle' : 'blocked'
      const body: InternalCell = {
        kind,
        seatName: n !== null && letter ? seatName(letter, n) : null,
        mapName: map.name,
        people: (stored?.people ?? []).map((p) => p.id),
      }
      ctx.body = body
    }),
  )
  router.post(
    '/accounts/:accountId/demo-synagogue',
    handle({ params: accountParams, body: demoSynagogueInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await seedDemoSynagogue(deps, params.accountId, body)
    }),
  )
  // The start command's season demo: a full-size synagogue ready to run the High Holiday season.
  router.post(
    '/accounts/:accountId/demo-season',
    handle({ params: accountParams }, async (ctx, { params }) => {
      ctx.body = await seedDemoSeason(deps, params.accountId)
    }),
  )
  return router
}
