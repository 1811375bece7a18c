import type { SeasonRequest, SeasonRequestState } from '@seats/contracts'
import type { Knex } from '@seats/kit'

type Db = Knex | Knex.Transaction

interface RequestRow {
  household_id: number
  attending: string
  same_as_last: number | boolean
  together: number | boolean
  near_ark: number | boolean
  not_front_row: number | boolean
  accessible: number | boolean
  note: string
  submitted_at: Date
}

const toRequest = (r: RequestRow): SeasonRequest => ({
  attending: JSON.parse(r.attending) as SeasonRequest['attending'],
  sameAsLast: Boolean(r.same_as_last),
  together: Boolean(r.together),
  nearArk: Boolean(r.near_ark),
  notFrontRow: Boolean(r.not_front_row),
  accessible: Boolean(r.accessible),
  note: r.note,
  submittedAt: new Date(r.submitted_at).toISOString(),
})

export function seasonRequestsRepo(db: Db) {
  return {
    async state(seasonId: number, opts: { forUpdate?: boolean } = {}): Promise<SeasonRequestState> {
      const q = db('seasons').where({ id: seasonId }).first('requests_state')
      if (opts.forUpdate) void q.forUpdate()
      return ((await q) as { requests_state: SeasonRequestState }).requests_state
    },
    setState: (seasonId: number, state: SeasonRequestState) =>
      db('seasons').where({ id: seasonId }).update({ requests_state: state }),

    /** The household's live link is this one from now on: the one sent before stops opening. */
    replaceLink: (seasonId: number, householdId: number, tokenHash: string, sentAt: Date) =>
      db('season_links')
        .insert({ season_id: seasonId, household_id: householdId, token_hash: tokenHash, sent_at: sentAt })
        .onConflict(['season_id', 'household_id'])
        .merge(['token_hash', 'sent_at']),
    removeLink: (seasonId: number, householdId: number) =>
      db('season_links').where({ season_id: seasonId, household_id: householdId }).delete(),
    linkByHash: async (tokenHash: string) =>
      ((await db('season_links').where({ token_hash: tokenHash }).first('season_id', 'household_id')) as
        { season_id: number; household_id: number } | undefined) ?? null,
    /** When each household's live link was sent. */
    async linksSent(seasonId: number): Promise<Map<number, Date>> {
      const rows = (await db('season_links')
        .where({ season_id: seasonId })
        .select('household_id', 'sent_at')) as Array<{ household_id: number; sent_at: Date }>
      return new Map(rows.map((r) => [r.household_id, r.sent_at]))
    },

    async request(seasonId: number, householdId: number): Promise<SeasonRequest | null> {
      const row = (await db('season_requests')
        .where({ season_id: seasonId, household_id: householdId })
        .first()) as RequestRow | undefined
      return row ? toRequest(row) : null
    },
    async requests(seasonId: number): Promise<Map<number, SeasonRequest>> {
      const rows = (await db('season_requests').where({ season_id: seasonId })) as RequestRow[]
      return new Map(rows.map((r) => [r.household_id, toRequest(r)]))
    },
    /** Answers whether this is the household's first answer (a confirmation goes once). */
    async saveRequest(
      seasonId: number,
      householdId: number,
      request: Omit<SeasonRequest, 'submittedAt'>,
      now: Date,
    ): Promise<boolean> {
      const columns = {
        attending: JSON.stringify(request.attending),
        same_as_last: request.sameAsLast,
        together: request.together,
        near_ark: request.nearArk,
        not_front_row: request.notFrontRow,
        accessible: request.accessible,
        note: request.note,
        submitted_at: now,
      }
      const existing = await db('season_requests')
        .where({ season_id: seasonId, household_id: householdId })
        .first('season_id')
      if (existing) {
        await db('season_requests').where({ season_id: seasonId, household_id: householdId }).update(columns)
        return false
      }
      await db('season_requests').insert({ season_id: seasonId, household_id: householdId, ...columns })
      return true
    },
  }
}
