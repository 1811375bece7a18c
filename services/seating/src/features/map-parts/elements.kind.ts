import {
  elementInputSchema,
  fieldErrorOf,
  elementUpdateSchema,
  type ElementUpdate,
  type FieldError,
} from '@seats/contracts'
import { fieldsError } from '@seats/kit'
import { elementColumns, elementFromRow, elementsRepo, mapsRepo, type MapRow } from '../maps'
import type { MapPartKind } from './map-parts'

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

/** Elements (ark, bimah, aisles): a rectangle on the grid where no one sits. */
export const elements = {
  prefix: '/api/elements',
  schemas: { input: elementInputSchema, update: elementUpdateSchema },
  notFound: 'element_not_found',
  list: (db, mapId) => elementsRepo(db).listByMap(mapId),
  find: (db, ownerId, id) => elementsRepo(db).find(ownerId, id),
  fromRow: elementFromRow,
  check: checkRectangle,
  async insert(trx, ownerId, map, input) {
    // A seat under an element is no seat: whoever sat there is taken off it.
    await mapsRepo(trx).deleteInside(map.id, input)
    return elementsRepo(trx).insert({ owner_id: ownerId, map_id: map.id, ...elementColumns(input) })
  },
  async update(trx, map, id, input) {
    await mapsRepo(trx).deleteInside(map.id, input)
    await elementsRepo(trx).update(id, elementColumns(input))
  },
  async remove(trx, _map, id) {
    await elementsRepo(trx).remove(id)
  },
} satisfies MapPartKind<
  ReturnType<typeof elementFromRow>,
  Parameters<typeof elementFromRow>[0],
  typeof elementInputSchema,
  typeof elementUpdateSchema
>
