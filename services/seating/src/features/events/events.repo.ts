import type { SeatEvent, SeatEventInput } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface EventRow {
  id: number
  name: string
  date: string
  type: string
}

const toEvent = (r: EventRow): SeatEvent => ({
  id: r.id,
  name: r.name,
  date: r.date,
  type: r.type as SeatEvent['type'],
})

export function eventsRepo(db: Knex | Knex.Transaction) {
  // DATE as text: a DATE is a calendar day, not an instant, and must not shift with any time zone.
  const select = (ownerId: number) =>
    db('events')
      .where({ owner_id: ownerId })
      .select('id', 'name', 'type', db.raw("DATE_FORMAT(event_date, '%Y-%m-%d') AS date"))

  return {
    list: async (ownerId: number) =>
      ((await select(ownerId).orderBy(['event_date', 'id'])) as EventRow[]).map(toEvent),
    find: async (ownerId: number, id: number, opts: { forUpdate?: boolean } = {}) => {
      const q = select(ownerId).where({ id })
      if (opts.forUpdate) void q.forUpdate()
      const row = (await q.first()) as EventRow | undefined
      return row ? toEvent(row) : null
    },
    datesFrom: async (ownerId: number, from: string) =>
      (
        await db('events')
          .where({ owner_id: ownerId })
          .andWhere('event_date', '>=', from)
          .select(db.raw("DATE_FORMAT(event_date, '%Y-%m-%d') AS date"))
      ).map((r: { date: string }) => r.date),
    insert: async (ownerId: number, e: SeatEventInput) =>
      Number(
        (
          await db('events').insert({
            owner_id: ownerId,
            name: e.name,
            event_date: e.date,
            type: e.type,
            created_at: new Date(),
          })
        )[0],
      ),
    update: (ownerId: number, id: number, e: SeatEventInput) =>
      db('events')
        .where({ id, owner_id: ownerId })
        .update({ name: e.name, event_date: e.date, type: e.type }),
    remove: (ownerId: number, id: number) => db('events').where({ id, owner_id: ownerId }).delete(),
  }
}
