import {
  displayInputSchema,
  fieldErrorOf,
  displayUpdateSchema,
  type DisplayUpdate,
  type FieldError,
} from '@seats/contracts'
import { AppError, fieldsError, type Knex } from '@seats/kit'
import { displayColumns, displayFromRow, displaysRepo, type MapRow } from '../maps'
import type { MapPartKind } from './map-parts'

function checkRanges(map: MapRow, d: DisplayUpdate): void {
  const problems: FieldError[] = []
  if (d.rowRange && d.rowRange[1] > map.row_count)
    problems.push(fieldErrorOf('rowRange', 'map_rows', { rows: map.row_count }))
  if (d.colRange && d.colRange[1] > map.col_count)
    problems.push(fieldErrorOf('colRange', 'map_cols', { cols: map.col_count }))
  if (problems.length > 0) throw fieldsError(problems)
}

/** Renumbers the map's displays 0..n-1, with `moved` placed at `position` (clamped) when one is given. */
async function reorder(
  trx: Knex.Transaction,
  mapId: number,
  moved: number,
  position: number | undefined,
): Promise<void> {
  const repo = displaysRepo(trx)
  const current = await repo.listByMap(mapId)
  const order = current.map((d) => d.id)
  if (position !== undefined) {
    order.splice(order.indexOf(moved), 1)
    order.splice(Math.min(position, order.length), 0, moved)
  }
  for (const [i, id] of order.entries())
    if (current.find((d) => d.id === id)?.position !== i) await repo.setPosition(id, i)
}

/** Print layouts: kept in order, and a map keeps at least one (printing always has a default). */
export const displays = {
  prefix: '/api/displays',
  schemas: { input: displayInputSchema, update: displayUpdateSchema },
  notFound: 'display_not_found',
  list: (db, mapId) => displaysRepo(db).listByMap(mapId),
  find: (db, ownerId, id) => displaysRepo(db).find(ownerId, id),
  fromRow: displayFromRow,
  check: checkRanges,
  async insert(trx, ownerId, map, input) {
    const count = (await displaysRepo(trx).listByMap(map.id)).length
    const id = await displaysRepo(trx).insert({
      owner_id: ownerId,
      map_id: map.id,
      ...displayColumns(input),
      position: count,
    })
    if (input.position !== undefined) await reorder(trx, map.id, id, input.position)
    return id
  },
  async update(trx, map, id, input) {
    await displaysRepo(trx).update(id, displayColumns(input))
    await reorder(trx, map.id, id, input.position)
  },
  async remove(trx, map, id) {
    const repo = displaysRepo(trx)
    const all = await repo.listByMap(map.id)
    if (all.length <= 1) throw new AppError('last_display')
    await repo.remove(id)
    for (const [i, d] of all.filter((d) => d.id !== id).entries())
      if (d.position !== i) await repo.setPosition(d.id, i)
  },
} satisfies MapPartKind<
  ReturnType<typeof displayFromRow>,
  Parameters<typeof displayFromRow>[0],
  typeof displayInputSchema,
  typeof displayUpdateSchema
>
