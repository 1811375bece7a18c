import {
  DEFAULT_SEAT_NUMBERING,
  mapSettingsSchema,
  seatNumberings,
  type MapSettings,
  type SeatNumberingScheme,
} from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { chunks } from '../../platform/transactions'

export interface MapRow {
  id: number
  owner_id: number
  name: string
  row_count: number
  col_count: number
  seat_numbering: string
  layout: string
  settings: string
  version: number
}

export interface AssignmentRow {
  seat_row: number
  seat_col: number
  person_id: number
}

export const parseSettings = (raw: unknown): MapSettings =>
  mapSettingsSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {}))

/** A stored numbering; anything unknown reads as the default rather than failing the map. */
export const parseSeatNumbering = (raw: unknown): SeatNumberingScheme =>
  seatNumberings.find((s) => s === raw) ?? DEFAULT_SEAT_NUMBERING

/** Queries on maps and seat_assignments; pass a transaction to run them inside it. */
export function mapsRepo(db: Knex | Knex.Transaction) {
  return {
    list: (ownerId: number) =>
      db('maps as m')
        .where('m.owner_id', ownerId)
        .select('m.id', 'm.name', 'm.row_count', 'm.col_count', 'm.seat_numbering', 'm.settings', 'm.version')
        .select(db.raw('(SELECT COUNT(*) FROM seat_assignments a WHERE a.map_id = m.id) AS assigned'))
        .orderBy('m.id') as Promise<
        Array<Omit<MapRow, 'owner_id' | 'layout'> & { assigned: number | string }>
      >,

    /** What decides whether a cached document is current: the map's version and its account's persons revision. */
    head: async (ownerId: number, id: number) => {
      const row = (await db('maps as m')
        .leftJoin('accounts as a', 'a.account_id', 'm.owner_id')
        .where({ 'm.id': id, 'm.owner_id': ownerId })
        .first('m.version', 'a.persons_rev')) as { version: number; persons_rev: number | null } | undefined
      return row ? { version: Number(row.version), personsRev: Number(row.persons_rev ?? 0) } : null
    },

    find: async (ownerId: number, id: number, opts: { forUpdate?: boolean } = {}) => {
      const q = db<MapRow>('maps').where({ id, owner_id: ownerId })
      if (opts.forUpdate) void q.forUpdate()
      return ((await q.first()) as MapRow | undefined) ?? null
    },

    insert: async (row: Omit<MapRow, 'id' | 'version'>) => {
      const now = new Date()
      const [id] = await db('maps').insert({ ...row, version: 1, created_at: now, updated_at: now })
      return Number(id)
    },

    update: (id: number, row: Partial<Omit<MapRow, 'id' | 'owner_id'>>) =>
      db('maps')
        .where({ id })
        .update({ ...row, updated_at: new Date() }),

    /** Every write to a map's document goes through here, so cached documents and editors see it. */
    bumpVersions: async (ids: number[]) => {
      if (ids.length === 0) return
      await db('maps')
        .whereIn('id', ids)
        .update({ version: db.raw('version + 1'), updated_at: new Date() })
    },

    remove: (id: number) => db('maps').where({ id }).delete(),

    assignments: (mapId: number) =>
      db('seat_assignments as a')
        .join('persons as p', 'p.id', 'a.person_id')
        .where('a.map_id', mapId)
        .orderBy(['a.seat_row', 'a.seat_col', 'a.person_id'])
        .select('a.seat_row', 'a.seat_col', 'a.person_id', 'p.phone') as Promise<
        Array<AssignmentRow & { phone: string }>
      >,

    assignmentsOf: (mapId: number, personIds: number[]) =>
      db('seat_assignments')
        .where('map_id', mapId)
        .whereIn('person_id', personIds)
        .select('seat_row', 'seat_col', 'person_id') as Promise<AssignmentRow[]>,

    insertAssignments: async (mapId: number, rows: AssignmentRow[]) => {
      for (const part of chunks(rows, 1_000))
        await db('seat_assignments').insert(part.map((r) => ({ map_id: mapId, ...r })))
    },

    deleteAssignments: async (mapId: number, rows: AssignmentRow[]) => {
      for (const part of chunks(rows, 500)) {
        await db('seat_assignments')
          .where('map_id', mapId)
          .whereIn(
            ['seat_row', 'seat_col', 'person_id'],
            part.map((r) => [r.seat_row, r.seat_col, r.person_id]),
          )
          .delete()
      }
    },

    clearAssignments: (mapId: number) => db('seat_assignments').where('map_id', mapId).delete(),

    /** Drops the seats a shrunk grid no longer has; answers how many assignments went. */
    deleteOutside: (mapId: number, rows: number, cols: number) =>
      db('seat_assignments')
        .where('map_id', mapId)
        .andWhere((q) => void q.where('seat_row', '>', rows).orWhere('seat_col', '>', cols))
        .delete() as Promise<number>,
    /** Takes people off the seats inside a rectangle (an element placed there); answers how many seatings. */
    deleteInside: (mapId: number, r: { row: number; col: number; rowSpan: number; colSpan: number }) =>
      db('seat_assignments')
        .where('map_id', mapId)
        .whereBetween('seat_row', [r.row, r.row + r.rowSpan - 1])
        .whereBetween('seat_col', [r.col, r.col + r.colSpan - 1])
        .delete() as Promise<number>,
  }
}
