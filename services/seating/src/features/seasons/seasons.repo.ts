import type { Season, SeasonDate } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface SeasonRow {
  id: number
  name: string
  map_id: number
  source_map_id: number | null
  created_at: Date
}

type Db = Knex | Knex.Transaction

export function seasonsRepo(db: Db) {
  // DATE as text: a calendar day, not an instant, never shifted by a time zone.
  const datesOf = async (ids: number[]): Promise<Map<number, SeasonDate[]>> => {
    const rows =
      ids.length === 0
        ? []
        : ((await db('season_dates')
            .whereIn('season_id', ids)
            .orderBy(['season_id', 'season_date'])
            .select('season_id', 'name', db.raw("DATE_FORMAT(season_date, '%Y-%m-%d') AS date"))) as Array<{
            season_id: number
            name: string
            date: string
          }>)
    const out = new Map<number, SeasonDate[]>()
    for (const r of rows)
      out.set(r.season_id, [...(out.get(r.season_id) ?? []), { date: r.date, name: r.name }])
    return out
  }
  const toSeason = (r: SeasonRow, dates: Map<number, SeasonDate[]>): Season => ({
    id: r.id,
    name: r.name,
    mapId: r.map_id,
    sourceMapId: r.source_map_id,
    dates: dates.get(r.id) ?? [],
    createdAt: new Date(r.created_at).toISOString(),
  })

  return {
    /** The account's seasons, newest first, with their map's name and how many sit on it. */
    async list(ownerId: number): Promise<Array<Season & { mapName: string; seated: number }>> {
      const rows = (await db('seasons as s')
        .join('maps as m', 'm.id', 's.map_id')
        .where('s.owner_id', ownerId)
        .orderBy('s.id', 'desc')
        .select(
          's.id',
          's.name',
          's.map_id',
          's.source_map_id',
          's.created_at',
          'm.name as map_name',
          db('seat_assignments as a').whereRaw('a.map_id = s.map_id').count('*').as('seated'),
        )) as Array<SeasonRow & { map_name: string; seated: number | string }>
      const dates = await datesOf(rows.map((r) => r.id))
      return rows.map((r) => ({ ...toSeason(r, dates), mapName: r.map_name, seated: Number(r.seated) }))
    },
    async find(ownerId: number, id: number, opts: { forUpdate?: boolean } = {}): Promise<Season | null> {
      const q = db('seasons').where({ id, owner_id: ownerId }).first()
      if (opts.forUpdate) void q.forUpdate()
      const row = (await q) as SeasonRow | undefined
      return row ? toSeason(row, await datesOf([row.id])) : null
    },
    async insert(ownerId: number, fields: { name: string; mapId: number; sourceMapId: number }, now: Date) {
      const [id] = await db('seasons').insert({
        owner_id: ownerId,
        name: fields.name,
        map_id: fields.mapId,
        source_map_id: fields.sourceMapId,
        created_at: now,
        updated_at: now,
      })
      return Number(id)
    },
    /** The map of the account's season before this one ('last year'), or null when this is its first. */
    previousMapId: async (ownerId: number, seasonId: number): Promise<number | null> => {
      const row = (await db('seasons')
        .where({ owner_id: ownerId })
        .where('id', '<', seasonId)
        .orderBy('id', 'desc')
        .first('map_id')) as { map_id: number } | undefined
      return row?.map_id ?? null
    },
    rename: (id: number, name: string, now: Date) =>
      db('seasons').where({ id }).update({ name, updated_at: now }),
    async setDates(id: number, dates: readonly SeasonDate[]): Promise<void> {
      await db('season_dates').where({ season_id: id }).delete()
      if (dates.length > 0)
        await db('season_dates').insert(
          dates.map((d) => ({ season_id: id, season_date: d.date, name: d.name })),
        )
    },
  }
}
