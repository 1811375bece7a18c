import type { MapElement } from '@seats/contracts'
import type { Knex } from '@seats/kit'

export interface ElementRow {
  id: number
  owner_id: number
  map_id: number
  name: string
  kind: string
  el_row: number
  el_col: number
  row_span: number
  col_span: number
  color: string
}

export const elementFromRow = (r: ElementRow): MapElement => ({
  id: r.id,
  mapId: r.map_id,
  name: r.name,
  kind: r.kind as MapElement['kind'],
  row: r.el_row,
  col: r.el_col,
  rowSpan: r.row_span,
  colSpan: r.col_span,
  color: r.color,
})

export const elementColumns = (e: Omit<MapElement, 'id' | 'mapId'>) => ({
  name: e.name,
  kind: e.kind,
  el_row: e.row,
  el_col: e.col,
  row_span: e.rowSpan,
  col_span: e.colSpan,
  color: e.color,
})

export function elementsRepo(db: Knex | Knex.Transaction) {
  return {
    listByMap: async (mapId: number) =>
      ((await db<ElementRow>('map_elements').where({ map_id: mapId }).orderBy('id')) as ElementRow[]).map(
        elementFromRow,
      ),
    find: async (ownerId: number, id: number) =>
      ((await db<ElementRow>('map_elements').where({ id, owner_id: ownerId }).first()) as
        ElementRow | undefined) ?? null,
    insert: async (row: Omit<ElementRow, 'id'>) => Number((await db('map_elements').insert(row))[0]),
    update: (id: number, row: Partial<Omit<ElementRow, 'id' | 'owner_id' | 'map_id'>>) =>
      db('map_elements').where({ id }).update(row),
    remove: (id: number) => db('map_elements').where({ id }).delete(),
  }
}
