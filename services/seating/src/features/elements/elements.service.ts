import {
  fieldErrorOf,
  type ElementInput,
  type ElementUpdate,
  type ElementWriteResult,
  type FieldError,
  type MapElement,
} from '@seats/contracts'
import { AppError, fieldsError, type Knex } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { assertOwnedMap, writeMapPart } from '../maps/map-parts'
import { mapsRepo, type MapRow } from '../maps/maps.repo'
import { elementColumns, elementFromRow, elementsRepo } from './elements.repo'

type Deps = Pick<SeatingDeps, 'db' | 'realtime'>
const notFound = () => new AppError('element_not_found')

/** The element's rectangle must lie inside the grid (a later shrink may leave it partly outside: the map clips). */
function checkRectangle(map: MapRow, e: ElementUpdate): void {
  const problems: FieldError[] = []
  if (e.row + e.rowSpan - 1 > map.row_count)
    problems.push(
      fieldErrorOf(e.row > map.row_count ? 'row' : 'rowSpan', 'map_rows', { rows: map.row_count }),
    )
  if (e.col + e.colSpan - 1 > map.col_count)
    problems.push(
      fieldErrorOf(e.col > map.col_count ? 'col' : 'colSpan', 'map_cols', { cols: map.col_count }),
    )
  if (problems.length > 0) throw fieldsError(problems)
}

async function ownedElement(db: Knex | Knex.Transaction, ownerId: number, id: number) {
  const row = await elementsRepo(db).find(ownerId, id)
  if (!row) throw notFound()
  return row
}

export async function listElements(deps: Deps, ownerId: number, mapId: number): Promise<MapElement[]> {
  await assertOwnedMap(deps.db, ownerId, mapId)
  return elementsRepo(deps.db).listByMap(mapId)
}

export async function getElement(deps: Deps, ownerId: number, id: number): Promise<MapElement> {
  return elementFromRow(await ownedElement(deps.db, ownerId, id))
}

const mapOfElement = (ownerId: number, id: number) => async (trx: Knex.Transaction) =>
  (await ownedElement(trx, ownerId, id)).map_id

export async function createElement(
  deps: Deps,
  ownerId: number,
  input: ElementInput,
): Promise<ElementWriteResult> {
  return writeMapPart(
    deps,
    ownerId,
    async () => input.mapId,
    async (trx, map) => {
      checkRectangle(map, input)
      // A seat under an element is no seat: whoever sat there is taken off it.
      await mapsRepo(trx).deleteInside(map.id, input)
      const id = await elementsRepo(trx).insert({
        owner_id: ownerId,
        map_id: map.id,
        ...elementColumns(input),
      })
      return elementFromRow(await ownedElement(trx, ownerId, id))
    },
  )
}

export async function updateElement(
  deps: Deps,
  ownerId: number,
  id: number,
  input: ElementUpdate,
): Promise<ElementWriteResult> {
  return writeMapPart(deps, ownerId, mapOfElement(ownerId, id), async (trx, map) => {
    checkRectangle(map, input)
    await mapsRepo(trx).deleteInside(map.id, input)
    await elementsRepo(trx).update(id, elementColumns(input))
    return elementFromRow(await ownedElement(trx, ownerId, id))
  })
}

export async function deleteElement(
  deps: Deps,
  ownerId: number,
  id: number,
): Promise<{ mapId: number; mapVersion: number }> {
  return writeMapPart(deps, ownerId, mapOfElement(ownerId, id), async (trx) => {
    await elementsRepo(trx).remove(id)
    return {}
  })
}
