import type { LobbyScreen } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface ScreenRow {
  id: number
  owner_id: number
  map_id: number
  created_at: Date
  last_seen_at: Date | null
}

/** A link as its token finds it: whose screen, for which map. */
export interface FoundScreen {
  id: number
  accountId: number
  mapId: number
}

/** A screen tells it is alive at most this often: a page read every few seconds writes nothing. */
const SEEN_EVERY_MS = 60_000

/** lobby_screens: one live link a map, found by its token's hash. */
export function lobbyScreensRepo(db: Knex) {
  const screens = () => db('lobby_screens')
  const toScreen = (row: ScreenRow): LobbyScreen => ({
    mapId: row.map_id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at ? row.last_seen_at.toISOString() : null,
  })
  return {
    /** Stores the map's new link; its earlier one (the same row) stops opening in the same write. */
    async replace(input: {
      accountId: number
      mapId: number
      tokenHash: string
      createdBy: number | null
      now: Date
    }): Promise<LobbyScreen> {
      await db.transaction(async (trx) => {
        await trx('lobby_screens').where({ owner_id: input.accountId, map_id: input.mapId }).delete()
        await trx('lobby_screens').insert({
          owner_id: input.accountId,
          map_id: input.mapId,
          token_hash: input.tokenHash,
          created_by: input.createdBy,
          created_at: input.now,
        })
      })
      return { mapId: input.mapId, createdAt: input.now.toISOString(), lastSeenAt: null }
    },

    async byHash(tokenHash: string): Promise<FoundScreen | null> {
      const row = (await screens().where({ token_hash: tokenHash }).first()) as ScreenRow | undefined
      return row ? { id: row.id, accountId: row.owner_id, mapId: row.map_id } : null
    },

    async list(accountId: number): Promise<LobbyScreen[]> {
      const rows = (await screens().where({ owner_id: accountId }).orderBy('map_id')) as ScreenRow[]
      return rows.map(toScreen)
    },

    /** Answers whether the map had a link. */
    remove: async (accountId: number, mapId: number): Promise<boolean> =>
      (await screens().where({ owner_id: accountId, map_id: mapId }).delete()) > 0,

    seen: (id: number, now: Date) =>
      screens()
        .where({ id })
        .where((q) =>
          q.whereNull('last_seen_at').orWhere('last_seen_at', '<', new Date(now.getTime() - SEEN_EVERY_MS)),
        )
        .update({ last_seen_at: now }),

    purgeAccount: (accountId: number) => screens().where({ owner_id: accountId }).delete(),
  }
}
