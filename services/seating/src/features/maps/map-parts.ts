import { AppError, type Knex } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockOwnedMap, touchMap } from './map-lock'
import { mapsRepo, type MapRow } from './maps.repo'

type Deps = Pick<SeatingDeps, 'db' | 'realtime'>
/** What every write of a map's part answers besides the part: the map's new version. */
type WrittenMap = { mapId: number; mapVersion: number }

/** Reads of a map's parts (displays, elements) answer 404 unless the map is the account's. */
export async function assertOwnedMap(db: Knex, ownerId: number, mapId: number): Promise<void> {
  if (!(await mapsRepo(db).find(ownerId, mapId))) throw new AppError('map_not_found')
}

/**
 * A write to one of a map's parts (a display, an element) under the map's lock: `write` runs in the transaction
 * of the map found by `mapIdOf`, the map's version is bumped, and the account's open screens hear of it.
 */
export async function writeMapPart<T extends object>(
  deps: Deps,
  ownerId: number,
  mapIdOf: (trx: Knex.Transaction) => Promise<number>,
  write: (trx: Knex.Transaction, map: MapRow) => Promise<T>,
): Promise<T & WrittenMap> {
  const result = await inTransaction(deps.db, async (trx) => {
    const map = await lockOwnedMap(trx, ownerId, await mapIdOf(trx))
    const written = await write(trx, map)
    return { ...written, mapId: map.id, mapVersion: await touchMap(trx, map) }
  })
  deps.realtime.emit(ownerId, 'mapChanged', { mapId: result.mapId, version: result.mapVersion })
  return result
}
