import {
  fieldErrorOf,
  type Display,
  type DisplayInput,
  type DisplayUpdate,
  type DisplayWriteResult,
  type FieldError,
} from '@seats/contracts'
import { AppError, fieldsError, type Knex } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { assertOwnedMap, writeMapPart } from '../maps/map-parts'
import type { MapRow } from '../maps/maps.repo'
import { displayColumns, displayFromRow, displaysRepo } from './displays.repo'

type Deps = Pick<SeatingDeps, 'db' | 'realtime'>
const notFound = () => new AppError('display_not_found')

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

async function ownedDisplay(db: Knex | Knex.Transaction, ownerId: number, id: number) {
  const row = await displaysRepo(db).find(ownerId, id)
  if (!row) throw notFound()
  return row
}

export async function listDisplays(deps: Deps, ownerId: number, mapId: number): Promise<Display[]> {
  await assertOwnedMap(deps.db, ownerId, mapId)
  return displaysRepo(deps.db).listByMap(mapId)
}

export async function getDisplay(deps: Deps, ownerId: number, id: number): Promise<Display> {
  return displayFromRow(await ownedDisplay(deps.db, ownerId, id))
}

const mapOfDisplay = (ownerId: number, id: number) => async (trx: Knex.Transaction) =>
  (await ownedDisplay(trx, ownerId, id)).map_id

export async function createDisplay(
  deps: Deps,
  ownerId: number,
  input: DisplayInput,
): Promise<DisplayWriteResult> {
  return writeMapPart(
    deps,
    ownerId,
    async () => input.mapId,
    async (trx, map) => {
      checkRanges(map, input)
      const count = (await displaysRepo(trx).listByMap(map.id)).length
      const id = await displaysRepo(trx).insert({
        owner_id: ownerId,
        map_id: map.id,
        ...displayColumns(input),
        position: count,
      })
      if (input.position !== undefined) await reorder(trx, map.id, id, input.position)
      return displayFromRow(await ownedDisplay(trx, ownerId, id))
    },
  )
}

export async function updateDisplay(
  deps: Deps,
  ownerId: number,
  id: number,
  input: DisplayUpdate,
): Promise<DisplayWriteResult> {
  return writeMapPart(deps, ownerId, mapOfDisplay(ownerId, id), async (trx, map) => {
    checkRanges(map, input)
    await displaysRepo(trx).update(id, displayColumns(input))
    await reorder(trx, map.id, id, input.position)
    return displayFromRow(await ownedDisplay(trx, ownerId, id))
  })
}

/** A map keeps at least one display: printing always has a default. */
export async function deleteDisplay(
  deps: Deps,
  ownerId: number,
  id: number,
): Promise<{ mapId: number; mapVersion: number }> {
  return writeMapPart(deps, ownerId, mapOfDisplay(ownerId, id), async (trx, map) => {
    const repo = displaysRepo(trx)
    const all = await repo.listByMap(map.id)
    if (all.length <= 1) throw new AppError('last_display')
    await repo.remove(id)
    for (const [i, d] of all.filter((d) => d.id !== id).entries())
      if (d.position !== i) await repo.setPosition(d.id, i)
    return {}
  })
}
