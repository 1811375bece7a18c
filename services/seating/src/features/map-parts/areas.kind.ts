import {
  areaInputSchema,
  areaUpdateSchema,
  fieldErrorOf,
  type AreaUpdate,
  type FieldError,
} from '@seats/contracts'
import { fieldsError, type Knex } from '@seats/kit'
import { areaColumns, areaFromRow, areasRepo, type MapRow } from '../maps'
import type { MapPartKind } from './map-parts'

/** The area's rows and columns must lie inside the grid (a later shrink may leave it partly outside: kept). */
function checkRanges(map: MapRow, a: AreaUpdate): void {
  const problems: FieldError[] = []
  if (a.rowRange[1] > map.row_count)
    problems.push(fieldErrorOf('rowRange', 'map_rows', { rows: map.row_count }))
  if (a.colRange[1] > map.col_count)
    problems.push(fieldErrorOf('colRange', 'map_cols', { cols: map.col_count }))
  if (problems.length > 0) throw fieldsError(problems)
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] <= b[1] && b[0] <= a[1]

/**
 * A map's areas have different names and share no seat: a second 'עזרת נשים' is refused under the name, an
 * area over another under both ranges, naming the other. Runs under the map's lock, so two writes cannot race.
 */
async function checkAgainstOthers(
  trx: Knex.Transaction,
  mapId: number,
  area: AreaUpdate,
  self: number | null,
): Promise<void> {
  const others = (await areasRepo(trx).listByMap(mapId)).filter((o) => o.id !== self)
  const problems: FieldError[] = []
  if (await areasRepo(trx).nameTaken(mapId, area.name, self))
    problems.push(fieldErrorOf('name', 'area_name_taken'))
  const over = others.find((o) => overlaps(o.rowRange, area.rowRange) && overlaps(o.colRange, area.colRange))
  if (over)
    for (const field of ['rowRange', 'colRange'])
      problems.push(fieldErrorOf(field, 'area_overlap', { name: over.name }))
  if (problems.length > 0) throw fieldsError(problems)
}

/** Areas (men's section, women's section, balcony): rectangles of the grid that never overlap. */
export const areas = {
  prefix: '/api/areas',
  schemas: { input: areaInputSchema, update: areaUpdateSchema },
  notFound: 'area_not_found',
  list: (db, mapId) => areasRepo(db).listByMap(mapId),
  find: (db, ownerId, id) => areasRepo(db).find(ownerId, id),
  fromRow: areaFromRow,
  check: checkRanges,
  async insert(trx, ownerId, map, input) {
    await checkAgainstOthers(trx, map.id, input, null)
    return areasRepo(trx).insert({ owner_id: ownerId, map_id: map.id, ...areaColumns(input) })
  },
  async update(trx, map, id, input) {
    await checkAgainstOthers(trx, map.id, input, id)
    await areasRepo(trx).update(id, areaColumns(input))
  },
  async remove(trx, _map, id) {
    await areasRepo(trx).remove(id)
  },
} satisfies MapPartKind<
  ReturnType<typeof areaFromRow>,
  Parameters<typeof areaFromRow>[0],
  typeof areaInputSchema,
  typeof areaUpdateSchema
>
