import type { EventSuggestion, SeatEvent, SeatEventInput } from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockAccount } from '../accounts'
import { eventsRepo } from './events.repo'
import { hebrewDateOf, holidaySuggestions, israelToday } from './holiday-suggestions'

type Deps = Pick<SeatingDeps, 'db' | 'now'>

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

    async create(ownerId: number, input: SeatEventInput): Promise<SeatEvent> {
      const id = await inTransaction(deps.db, async (trx) => {
        // A deleted account's late write must not add an event its purge already passed.
        await lockAccount(trx, ownerId)
        return eventsRepo(trx).insert(ownerId, input)
      })
      return { id, ...input }
    },

    async update(ownerId: number, id: number, input: SeatEventInput): Promise<SeatEvent> {
      if (!(await repo.find(ownerId, id))) throw notFound()
      await repo.update(ownerId, id, input)
      return { id, ...input }
    },

    async remove(ownerId: number, id: number): Promise<void> {
      if ((await repo.remove(ownerId, id)) === 0) throw notFound()
    },
  }
}
export type EventsService = ReturnType<typeof createEventsService>
