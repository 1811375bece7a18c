import type { seasonRequestInputSchema } from '@seats/contracts'
import {
  changeSubject,
  fieldErrorOf,
  type ChangeAuthor,
  type Household,
  type Season,
  type SeasonLinksSend,
  type SeasonLinksSent,
  type SeasonRequestPage,
  type SeasonRequestState,
  type SeasonRequestsOverview,
} from '@seats/contracts'
import {
  AppError,
  consumeOrReject,
  createLimiter,
  fieldsError,
  type Knex,
  RateLimiterRes,
  type RateLimiterRedis,
} from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { canReach, HOUSEHOLDS_AT_ONCE, inBatches, tellHousehold } from '../../platform/messages'
import { inTransaction } from '../../platform/transactions'
import { recordChange, recordDone } from '../activity'
import { hebrewDateOf } from '../events'
import { householdsRepo } from '../households'
import { buildMapDocument } from '../maps'
import { seasonsRepo } from '../seasons'
import { seatsPerArea } from './season-hall'
import {
  seasonLinkMail,
  seasonLinkSms,
  seasonRequestConfirmMail,
  seasonRequestConfirmSms,
  seasonRequestPath,
} from './season-request-texts'
import { seasonRequestsRepo } from './season-requests.repo'

type Deps = Pick<
  SeatingDeps,
  'db' | 'redis' | 'now' | 'accounts' | 'messages' | 'seasonLinks' | 'log' | 'outbox'
> & {
  redisPrefix: string
}
type RequestWrite = z.output<typeof seasonRequestInputSchema>
interface Linked {
  ownerId: number
  season: Season
  household: Household
}

/**
 * Seat requests of a season: the warden's overview, opening and closing, the links sent to households, and
 * the households' own page behind their link. Every warden call is scoped by the owner's account id; the
 * page's only key is its signed link.
 */
export function createSeasonRequestsService(deps: Deps) {
  const limits = {
    /** One link a household in two minutes: a double click sends once. */
    perHousehold: createLimiter(deps.redis, {
      prefix: deps.redisPrefix,
      keyPrefix: 'season-link-household',
      points: 1,
      durationSec: 120,
    }),
    /** 'Send to all', and 'remind who has not answered', each a few times a day. */
    allPerAccount: createLimiter(deps.redis, {
      prefix: deps.redisPrefix,
      keyPrefix: 'season-link-all',
      points: 3,
      durationSec: 24 * 3_600,
    }),
  } satisfies Record<string, RateLimiterRedis>

  /** Takes the household's one link in two minutes, atomically; false when it was just sent one. */
  async function mayResend(seasonId: number, householdId: number): Promise<boolean> {
    try {
      await limits.perHousehold.consume(`${seasonId}:${householdId}`)
      return true
    } catch (res) {
      // Redis down locks nobody out, as everywhere else.
      return !(res instanceof RateLimiterRes)
    }
  }

  const tokens = () => {
    if (!deps.seasonLinks.tokens) throw new AppError('service_not_deployed')
    return deps.seasonLinks.tokens
  }

  async function ownedSeason(
    db: Knex | Knex.Transaction,
    ownerId: number,
    seasonId: number,
  ): Promise<Season> {
    const season = await seasonsRepo(db).find(ownerId, seasonId)
    if (!season) throw new AppError('season_not_found')
    return season
  }

  async function seasonMap(ownerId: number, season: Season) {
    const built = await buildMapDocument(deps.db, ownerId, season.mapId)
    if (!built) throw new AppError('season_not_found')
    return built.map
  }

  /** One household's fresh link, by SMS to a mobile, else by email; false when it has neither or it failed. */
  async function sendLink(
    ownerId: number,
    synagogue: string,
    season: Season,
    household: Household,
  ): Promise<'sent' | 'failed' | 'no_contact'> {
    if (!canReach(household)) return 'no_contact'
    const { token, hash } = tokens().issue()
    const repo = seasonRequestsRepo(deps.db)
    await repo.replaceLink(season.id, household.id, hash, deps.now())
    const url = `${deps.seasonLinks.appUrl}${seasonRequestPath(token)}`
    // A key per link: the same link is never sent twice, a new one always is.
    const sent = await tellHousehold(
      deps.messages,
      ownerId,
      household,
      `season-${season.id}-link-${hash.slice(0, 16)}`,
      {
        sms: seasonLinkSms(synagogue, season.name, url),
        mail: seasonLinkMail(synagogue, season.name, household.name, url),
      },
    )
    if (sent === 'sent') return 'sent'
    // It reached nobody: it opens nothing either.
    await repo.removeLink(season.id, household.id)
    return 'failed'
  }

  /** The household and season behind a link, or 404 for anything else (tampered, replaced, deleted). */
  async function linked(token: string): Promise<Linked> {
    const hash = tokens().verify(token)
    const link = hash ? await seasonRequestsRepo(deps.db).linkByHash(hash) : null
    if (!link) throw new AppError('season_link_invalid')
    const row = (await deps.db('seasons').where({ id: link.season_id }).first('owner_id')) as
      { owner_id: number } | undefined
    if (!row) throw new AppError('season_link_invalid')
    const ownerId = row.owner_id
    const season = await ownedSeason(deps.db, ownerId, link.season_id)
    const household = await householdsRepo(deps.db).find(ownerId, link.household_id)
    if (!household) throw new AppError('season_link_invalid')
    return { ownerId, season, household }
  }

  async function pageOf({ ownerId, season, household }: Linked): Promise<SeasonRequestPage> {
    const [account, state, request, map, members, hadSeats] = await Promise.all([
      deps.accounts.get(ownerId),
      seasonRequestsRepo(deps.db).state(season.id),
      seasonRequestsRepo(deps.db).request(season.id, household.id),
      seasonMap(ownerId, season),
      membersOf(deps.db, household),
      satLastSeason(ownerId, season, household),
    ])
    return {
      synagogueName: account.synagogueName.trim(),
      seasonName: season.name,
      dates: season.dates.map((d) => ({ ...d, hebrewDate: hebrewDateOf(d.date) })),
      state,
      householdName: household.name,
      members,
      areas: map.areas.map((a) => ({ id: a.id, name: a.name })),
      hadSeatsLastSeason: hadSeats,
      request,
    }
  }

  /** Whether any of the household sat on the account's season before this one. */
  async function satLastSeason(ownerId: number, season: Season, household: Household): Promise<boolean> {
    if (household.memberIds.length === 0) return false
    const previous = await seasonsRepo(deps.db).previousMapId(ownerId, season.id)
    if (!previous) return false
    const seated = await deps
      .db('seat_assignments')
      .where({ map_id: previous })
      .whereIn('person_id', household.memberIds)
      .first('person_id')
    return Boolean(seated)
  }

  return {
    async overview(ownerId: number, seasonId: number): Promise<SeasonRequestsOverview> {
      const season = await ownedSeason(deps.db, ownerId, seasonId)
      const repo = seasonRequestsRepo(deps.db)
      const [state, households, links, requests, map] = await Promise.all([
        repo.state(season.id),
        householdsRepo(deps.db).list(ownerId),
        repo.linksSent(season.id),
        repo.requests(season.id),
        seasonMap(ownerId, season),
      ])
      const requested = new Map<number, number>()
      let anywhere = 0
      for (const r of requests.values())
        for (const a of r.attending)
          if (a.areaId === null) anywhere++
          else requested.set(a.areaId, (requested.get(a.areaId) ?? 0) + 1)
      return {
        state,
        households: households.map((h) => ({
          householdId: h.id,
          name: h.name,
          members: h.memberIds.length,
          linkSentAt: links.get(h.id)?.toISOString() ?? null,
          request: requests.get(h.id) ?? null,
        })),
        anywhere,
        areas: seatsPerArea(map).map((a) => ({
          ...a,
          requested: a.areaId === null ? 0 : (requested.get(a.areaId) ?? 0),
        })),
      }
    },

    async setState(
      ownerId: number,
      author: ChangeAuthor,
      seasonId: number,
      state: 'open' | 'closed',
    ): Promise<SeasonRequestState> {
      await inTransaction(deps.db, async (trx) => {
        const season = await ownedSeason(trx, ownerId, seasonId)
        const repo = seasonRequestsRepo(trx)
        // Opening what is open (a second click) changes nothing and tells nothing.
        if ((await repo.state(seasonId, { forUpdate: true })) === state) return
        await repo.setState(seasonId, state)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: state === 'open' ? 'season.open' : 'season.close',
          subject: changeSubject.season(seasonId),
          details: { seasonName: season.name },
        })
      })
      await deps.outbox.flush()
      return state
    },

    /**
     * Sends links: to one household (its earlier link stops opening), to every household that has none yet, or
     * a fresh one to every household that has one and has not answered. Sending opens the requests; once
     * closed, none is sent.
     */
    async sendLinks(
      ownerId: number,
      author: ChangeAuthor,
      seasonId: number,
      target: SeasonLinksSend,
    ): Promise<SeasonLinksSent> {
      tokens()
      const season = await ownedSeason(deps.db, ownerId, seasonId)
      const repo = seasonRequestsRepo(deps.db)
      if ((await repo.state(season.id)) === 'closed') throw new AppError('season_requests_closed')
      const all = await householdsRepo(deps.db).list(ownerId)
      let households: Household[]
      if ('householdId' in target) {
        const one = all.find((h) => h.id === target.householdId)
        if (!one) throw new AppError('household_not_found')
        await consumeOrReject(limits.perHousehold, `${season.id}:${one.id}`)
        households = [one]
      } else if ('unanswered' in target) {
        await consumeOrReject(limits.allPerAccount, `${ownerId}:${season.id}:unanswered`)
        const [sent, answered] = await Promise.all([repo.linksSent(season.id), repo.requests(season.id)])
        const waiting = all.filter((h) => sent.has(h.id) && !answered.has(h.id))
        // A double click, or two wardens at once, remind each household once.
        const fresh = await Promise.all(waiting.map((h) => mayResend(season.id, h.id)))
        households = waiting.filter((_, i) => fresh[i])
      } else {
        await consumeOrReject(limits.allPerAccount, `${ownerId}:${season.id}`)
        const sent = await repo.linksSent(season.id)
        households = all.filter((h) => !sent.has(h.id))
      }
      await repo.setState(season.id, 'open')
      const account = await deps.accounts.get(ownerId)
      const result = { sent: 0, failed: 0, noContact: 0 }
      await inBatches(households, HOUSEHOLDS_AT_ONCE, async (h) => {
        const outcome = await sendLink(ownerId, account.synagogueName.trim(), season, h)
        if (outcome === 'sent') result.sent++
        else if (outcome === 'failed') result.failed++
        else result.noContact++
      })
      deps.log.info({ accountId: ownerId, seasonId, ...result }, 'season request links sent')
      // One line for the whole sending; a single household's names it.
      const one = 'householdId' in target ? households[0] : undefined
      if (result.sent > 0)
        await recordDone(deps, ownerId, author, {
          action: 'season.links',
          subject: changeSubject.season(season.id),
          details: {
            seasonName: season.name,
            count: result.sent,
            ...(one ? { householdId: one.id, householdName: one.name } : {}),
          },
        })
      return result
    },

    /** The household's page: its first names, the areas, and its answer; nothing of anyone else. */
    async page(token: string): Promise<SeasonRequestPage> {
      return pageOf(await linked(token))
    },

    /** The household's answer, while the requests are open; its first answer is confirmed by SMS or email. */
    async submit(token: string, input: RequestWrite): Promise<SeasonRequestPage> {
      const { ownerId, season, household } = await linked(token)
      const map = await seasonMap(ownerId, season)
      const areaIds = new Set(map.areas.map((a) => a.id))
      const members = new Set(household.memberIds)
      if (
        input.attending.some((a) => !members.has(a.personId) || (a.areaId !== null && !areaIds.has(a.areaId)))
      )
        throw fieldsError([fieldErrorOf('attending', 'value_invalid')])
      const first = await inTransaction(deps.db, async (trx) => {
        const repo = seasonRequestsRepo(trx)
        // Under the season's row lock: a close and a late answer never cross.
        if ((await repo.state(season.id, { forUpdate: true })) !== 'open')
          throw new AppError('season_requests_closed')
        return repo.saveRequest(season.id, household.id, input, deps.now())
      })
      if (first) {
        const account = await deps.accounts.get(ownerId)
        const synagogue = account.synagogueName.trim()
        const seats = input.attending.length
        await tellHousehold(
          deps.messages,
          ownerId,
          household,
          `season-${season.id}-request-${household.id}`,
          {
            sms: seasonRequestConfirmSms(synagogue, season.name, seats),
            mail: seasonRequestConfirmMail(synagogue, season.name, household.name, seats),
          },
        )
      }
      return pageOf({ ownerId, season, household })
    },
  }
}
export type SeasonRequestsService = ReturnType<typeof createSeasonRequestsService>

/** The household's members as its page shows them: first names, and who sits in the women's section. */
async function membersOf(db: Knex, household: Household): Promise<SeasonRequestPage['members']> {
  if (household.memberIds.length === 0) return []
  const rows = (await db('persons')
    .whereIn('id', household.memberIds)
    .orderBy('id')
    .select('id', 'first_name', 'gender')) as Array<{ id: number; first_name: string; gender: string | null }>
  return rows.map((r) => ({ personId: r.id, firstName: r.first_name, female: r.gender === 'female' }))
}
