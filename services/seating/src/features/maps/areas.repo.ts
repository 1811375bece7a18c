import type { Area } from '@seats/contracts'
import type { Knex } from '@seats/kit'

export interface AreaRow {
  id: number
  owner_id: number
  map_id: number
  name: string
  row_from: number
  row_to: number
  col_from: number
  col_to: number
}

export const areaFromRow = (r: AreaRow): Area => ({
  id: r.id,
  mapId: r.map_id,
  name: r.name,
  rowRange: [r.row_from, r.row_to],
  colRange: [r.col_from, r.col_to],
})

export const areaColumns = (a: Pick<Area, 'name' | 'rowRange' | 'colRange'>) => ({
  name: a.name,
  row_from: a.rowRange[0],
  row_to: a.rowRange[1],
  col_from: a.colRange[0],
  col_to: a.colRange[1],
})

export function areasRepo(db: Knex | Knex.Transaction) {
  return {
    listByMap: async (mapId: number) =>
      ((await db<AreaRow>('map_areas').where({ map_id: mapId }).orderBy('id')) as AreaRow[]).map(areaFromRow),
    find: async (ownerId: number, id: number) =>
      ((await db<AreaRow>('map_areas').where({ id, owner_id: ownerId }).first()) as AreaRow | undefined) ??
      null,
    /** Whether another area of the map has this name, compared as the table's unique index compares. */
    nameTaken: async (mapId: number, name: string, except: number | null) => {
      const query = db('map_areas').where({ map_id: mapId, name })
      if (except !== null) void query.whereNot({ id: except })
      return (await query.first('id')) !== undefined
    },
    insert: async (row: Omit<AreaRow, 'id'>) => Number((await db('map_areas').insert(row))[0]),
    update: (id: number, row: Partial<Omit<AreaRow, 'id' | 'owner_id' | 'map_id'>>) =>
      db('map_areas').where({ id }).update(row),
    remove: (id: number) => db('map_areas').where({ id }).delete(),
  }
}
