import {
  changeSubject,
  type ChangeAuthor,
  type EventSuggestion,
  type SeatEvent,
  type SeatEventInput,
} from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockAccount } from '../accounts'
import { recordChange } from '../activity'
import { eventsRepo } from './events.repo'
import { hebrewDateOf, holidaySuggestions, israelToday } from './holiday-suggestions'

type Deps = Pick<SeatingDeps, 'db' | 'now' | 'outbox'>

const notFound = () => new AppError('event_not_found')

/** An account's events (festivals, family days), each call scoped by the owner's account id. */
export function createEventsService(deps: Deps) {
  const repo = eventsRepo(deps.db)
  return {
    async list(ownerId: number): Promise<Array<SeatEvent & { hebrewDate: string }>> {
      const events = await repo.list(ownerId)
      return events.map((e) => ({ ...e, hebrewDate: hebrewDateOf(e.date) }))
    },

    /** The coming festivals the account has no event on yet. */
    async suggestions(ownerId: number): Promise<EventSuggestion[]> {
      const now = deps.now()
      const takenDates = await repo.datesFrom(ownerId, israelToday(now))
      return holidaySuggestions({ takenDates, now })
    },

    async get(ownerId: number, id: number): Promise<SeatEvent> {
      const event = await repo.find(ownerId, id)
      if (!event) throw notFound()
      return event
    },

    async create(ownerId: number, author: ChangeAuthor, input: SeatEventInput): Promise<SeatEvent> {
      const id = await inTransaction(deps.db, async (trx) => {
        // A deleted account's late write must not add an event its purge already passed.
        await lockAccount(trx, ownerId)
        const id = await eventsRepo(trx).insert(ownerId, input)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'event.create',
          subject: changeSubject.event(id),
          details: { eventName: input.name },
        })
        return id
      })
      await deps.outbox.flush()
      return { id, ...input }
    },

    async update(
      ownerId: number,
      author: ChangeAuthor,
      id: number,
      input: SeatEventInput,
    ): Promise<SeatEvent> {
      await inTransaction(deps.db, async (trx) => {
        const events = eventsRepo(trx)
        if (!(await events.find(ownerId, id, { forUpdate: true }))) throw notFound()
        await events.update(ownerId, id, input)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'event.update',
          subject: changeSubject.event(id),
          details: { eventName: input.name },
        })
      })
      await deps.outbox.flush()
      return { id, ...input }
    },

    async remove(ownerId: number, author: ChangeAuthor, id: number): Promise<void> {
      await inTransaction(deps.db, async (trx) => {
        const events = eventsRepo(trx)
        const event = await events.find(ownerId, id, { forUpdate: true })
        if (!event) throw notFound()
        await events.remove(ownerId, id)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'event.delete',
          subject: changeSubject.event(id),
          details: { eventName: event.name },
        })
      })
      await deps.outbox.flush()
    },
  }
}
export type EventsService = ReturnType<typeof createEventsService>
