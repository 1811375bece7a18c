import { AppError, type Knex } from '@seats/kit'
import { mapsRepo, type MapRow } from './maps.repo'

/** Locks the account's map for a write, or answers 404 (another account's map included). */
export async function lockOwnedMap(trx: Knex.Transaction, ownerId: number, mapId: number): Promise<MapRow> {
  const map = await mapsRepo(trx).find(ownerId, mapId, { forUpdate: true })
  if (!map) throw new AppError('map_not_found')
  return map
}

/** A write based on an old copy of the map would silently undo someone else's change. */
export function assertVersion(map: MapRow, version: number): void {
  if (Number(map.version) !== version) {
    throw new AppError('map_version_conflict')
  }
}

/** Bumps the locked map's version and answers the new one. */
export async function touchMap(trx: Knex.Transaction, map: MapRow): Promise<number> {
  await mapsRepo(trx).bumpVersions([map.id])
  return Number(map.version) + 1
}
