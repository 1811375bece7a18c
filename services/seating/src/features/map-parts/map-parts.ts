import { changeSubject, type ChangeAuthor, type ErrorCode } from '@seats/contracts'
import { AppError, type Knex } from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockOwnedMap, mapsRepo, touchMap, type MapRow } from '../maps'
import { recordChange } from '../activity'

type Deps = Pick<SeatingDeps, 'db' | 'realtime' | 'outbox'>
type Db = Knex | Knex.Transaction
/** What every write of a map's part answers besides the part: the map's new version. */
type WrittenMap = { mapId: number; mapVersion: number }

/**
 * One kind of a map's parts (displays, elements, areas): its API path and schemas, its table, and what its
 * writes do beyond the shared path (checks against the map and the map's other parts, order, seats under it).
 */
export interface MapPartKind<
  Part,
  Row extends { map_id: number },
  Input extends z.ZodType<{ mapId: number }>,
  Update extends z.ZodType,
> {
  prefix: string
  schemas: { input: Input; update: Update }
  notFound: ErrorCode
  list(db: Db, mapId: number): Promise<Part[]>
  find(db: Db, ownerId: number, id: number): Promise<Row | null>
  fromRow(row: Row): Part
  /** Refuses (400 naming the fields) a part that does not fit the map. */
  check(map: MapRow, input: z.output<Input> | z.output<Update>): void
  /** Stores a new part of `map`; answers its id. */
  insert(trx: Knex.Transaction, ownerId: number, map: MapRow, input: z.output<Input>): Promise<number>
  update(trx: Knex.Transaction, map: MapRow, id: number, input: z.output<Update>): Promise<void>
  remove(trx: Knex.Transaction, map: MapRow, id: number): Promise<void>
}

/** Reads of a map's parts (displays, elements, areas) answer 404 unless the map is the account's. */
export async function assertOwnedMap(db: Knex, ownerId: number, mapId: number): Promise<void> {
  if (!(await mapsRepo(db).find(ownerId, mapId))) throw new AppError('map_not_found')
}

/**
 * A write to one of a map's parts (a display, an element, an area) under the map's lock: `write` runs in the
 * transaction of the map found by `mapIdOf`, the map's version is bumped, the activity list records that
 * `author` updated the map, and the account's open screens hear of it.
 */
export async function writeMapPart<T extends object>(
  deps: Deps,
  ownerId: number,
  author: ChangeAuthor,
  mapIdOf: (trx: Knex.Transaction) => Promise<number>,
  write: (trx: Knex.Transaction, map: MapRow) => Promise<T>,
): Promise<T & WrittenMap> {
  const result = await inTransaction(deps.db, async (trx) => {
    const map = await lockOwnedMap(trx, ownerId, await mapIdOf(trx))
    const written = await write(trx, map)
    await recordChange(deps.outbox, trx, ownerId, author, {
      action: 'map.update',
      subject: changeSubject.map(map.id),
      details: { mapName: map.name },
    })
    return { ...written, mapId: map.id, mapVersion: await touchMap(trx, map) }
  })
  await deps.outbox.flush()
  deps.realtime.emit(ownerId, 'mapChanged', { mapId: result.mapId, version: result.mapVersion })
  return result
}

/** The one read and write path of a kind of map part; every call is scoped by the owner's account id. */
export function createMapPartService<
  Part extends object,
  Row extends { map_id: number },
  Input extends z.ZodType<{ mapId: number }>,
  Update extends z.ZodType,
>(deps: Deps, kind: MapPartKind<Part, Row, Input, Update>) {
  async function owned(db: Db, ownerId: number, id: number): Promise<Row> {
    const row = await kind.find(db, ownerId, id)
    if (!row) throw new AppError(kind.notFound)
    return row
  }
  const mapOf = (ownerId: number, id: number) => async (trx: Knex.Transaction) =>
    (await owned(trx, ownerId, id)).map_id

  return {
    kind,
    async list(ownerId: number, mapId: number): Promise<Part[]> {
      await assertOwnedMap(deps.db, ownerId, mapId)
      return kind.list(deps.db, mapId)
    },
    async get(ownerId: number, id: number): Promise<Part> {
      return kind.fromRow(await owned(deps.db, ownerId, id))
    },
    create(ownerId: number, author: ChangeAuthor, input: z.output<Input>): Promise<Part & WrittenMap> {
      return writeMapPart(
        deps,
        ownerId,
        author,
        async () => input.mapId,
        async (trx, map) => {
          kind.check(map, input)
          const id = await kind.insert(trx, ownerId, map, input)
          return kind.fromRow(await owned(trx, ownerId, id))
        },
      )
    },
    update(
      ownerId: number,
      author: ChangeAuthor,
      id: number,
      input: z.output<Update>,
    ): Promise<Part & WrittenMap> {
      return writeMapPart(deps, ownerId, author, mapOf(ownerId, id), async (trx, map) => {
        kind.check(map, input)
        await kind.update(trx, map, id, input)
        return kind.fromRow(await owned(trx, ownerId, id))
      })
    },
    remove(ownerId: number, author: ChangeAuthor, id: number): Promise<WrittenMap> {
      return writeMapPart(deps, ownerId, author, mapOf(ownerId, id), async (trx, map) => {
        await kind.remove(trx, map, id)
        return {}
      })
    },
  }
}
export type MapPartService<
  Part extends object,
  Row extends { map_id: number },
  Input extends z.ZodType<{ mapId: number }>,
  Update extends z.ZodType,
> = ReturnType<typeof createMapPartService<Part, Row, Input, Update>>
