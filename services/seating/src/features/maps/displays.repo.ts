import type { Display } from '@seats/contracts'
import type { Knex } from '@seats/kit'

export interface DisplayRow {
  id: number
  owner_id: number
  map_id: number
  name: string
  size: string
  orientation: string
  row_from: number | null
  row_to: number | null
  col_from: number | null
  col_to: number | null
  position: number
}

const range = (from: number | null, to: number | null): [number, number] | null =>
  from === null || to === null ? null : [from, to]

export const displayFromRow = (r: DisplayRow): Display => ({
  id: r.id,
  mapId: r.map_id,
  name: r.name,
  size: r.size as Display['size'],
  orientation: r.orientation as Display['orientation'],
  colRange: range(r.col_from, r.col_to),
  rowRange: range(r.row_from, r.row_to),
  position: r.position,
})

export const displayColumns = (
  d: Pick<Display, 'name' | 'size' | 'orientation'> & {
    colRange?: [number, number] | null
    rowRange?: [number, number] | null
  },
) => ({
  name: d.name,
  size: d.size,
  orientation: d.orientation,
  row_from: d.rowRange?.[0] ?? null,
  row_to: d.rowRange?.[1] ?? null,
  col_from: d.colRange?.[0] ?? null,
  col_to: d.colRange?.[1] ?? null,
})

export function displaysRepo(db: Knex | Knex.Transaction) {
  return {
    listByMap: async (mapId: number) =>
      (
        (await db<DisplayRow>('displays')
          .where({ map_id: mapId })
          .orderBy(['position', 'id'])) as DisplayRow[]
      ).map(displayFromRow),
    find: async (ownerId: number, id: number) =>
      ((await db<DisplayRow>('displays').where({ id, owner_id: ownerId }).first()) as
        DisplayRow | undefined) ?? null,
    insert: async (row: Omit<DisplayRow, 'id'>) => Number((await db('displays').insert(row))[0]),
    update: (id: number, row: Partial<Omit<DisplayRow, 'id' | 'owner_id' | 'map_id'>>) =>
      db('displays').where({ id }).update(row),
    remove: (id: number) => db('displays').where({ id }).delete(),
    setPosition: (id: number, position: number) => db('displays').where({ id }).update({ position }),
  }
}
