import type { Guest, GuestFields } from '@seats/contracts'
import { AppError, isoOrNull, type Knex } from '@seats/kit'

interface GuestRow {
  id: number
  map_id: number
  row: number
  col: number
  date: string
  event_id: number | null
  name: string
  phone: string | null
  host_name: string
  note: string
  seat_name: string
  created_at: Date
}

const toGuest = (r: GuestRow): Guest => ({
  id: r.id,
  mapId: r.map_id,
  row: r.row,
  col: r.col,
  date: r.date,
  eventId: r.event_id,
  name: r.name,
  phone: r.phone,
  hostName: r.host_name,
  note: r.note,
  seatName: r.seat_name,
  createdAt: isoOrNull(r.created_at) ?? '',
})

/** The guests table, always scoped by the account. A second guest on a seat's date throws ER_DUP_ENTRY. */
export function guestsRepo(db: Knex) {
  // DATE as text: a guest's date is a calendar day and must not shift with any time zone.
  const select = (ownerId: number) =>
    db('guests')
      .where({ owner_id: ownerId })
      .select(
        'id',
        'map_id',
        'row',
        'col',
        'event_id',
        'name',
        'phone',
        'host_name',
        'note',
        'seat_name',
        'created_at',
        db.raw("DATE_FORMAT(`date`, '%Y-%m-%d') AS date"),
      )
  const columns = (fields: GuestFields, seatName: string) => ({
    map_id: fields.mapId,
    row: fields.row,
    col: fields.col,
    date: fields.date,
    event_id: fields.eventId,
    name: fields.name,
    phone: fields.phone,
    host_name: fields.hostName,
    note: fields.note,
    seat_name: seatName,
  })

  return {
    find: async (ownerId: number, id: number) => {
      const row = (await select(ownerId).where({ id }).first()) as GuestRow | undefined
      return row ? toGuest(row) : null
    },
    /** The guests of one date and event (null: the plain date), by seat. */
    ofDate: async (ownerId: number, date: string, eventId: number | null) =>
      (
        (await select(ownerId)
          .where({ date, event_key: eventId ?? 0 })
          .orderBy(['map_id', 'row', 'col'])) as GuestRow[]
      ).map(toGuest),
    /** Inserts and answers the new guest; a deleted account takes none. */
    insert: async (ownerId: number, fields: GuestFields, seatName: string): Promise<Guest> => {
      const createdAt = new Date()
      const c = columns(fields, seatName)
      // One statement: the account's tombstone is read under the insert's own locks (as reports do).
      const [written] = (await db.raw(
        `INSERT INTO guests
           (owner_id, map_id, \`row\`, col, \`date\`, event_id, name, phone, host_name, note, seat_name, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM DUAL
         WHERE NOT EXISTS (SELECT 1 FROM deleted_accounts WHERE account_id = ?)`,
        [
          ownerId,
          c.map_id,
          c.row,
          c.col,
          c.date,
          c.event_id,
          c.name,
          c.phone,
          c.host_name,
          c.note,
          c.seat_name,
          createdAt,
          ownerId,
        ],
      )) as [{ insertId: number; affectedRows: number }]
      if (written.affectedRows === 0) throw new AppError('account_deleted')
      return {
        id: Number(written.insertId),
        ...fields,
        seatName,
        createdAt: createdAt.toISOString(),
      }
    },
    update: (ownerId: number, id: number, fields: GuestFields, seatName: string) =>
      db('guests').where({ owner_id: ownerId, id }).update(columns(fields, seatName)),
    remove: (ownerId: number, id: number) => db('guests').where({ owner_id: ownerId, id }).delete(),
    purgeAccount: (ownerId: number) => db('guests').where({ owner_id: ownerId }).delete(),
  }
}
export type GuestsRepo = ReturnType<typeof guestsRepo>
