import {
  changeSubject,
  fieldErrorOf,
  REVERSE_EVENT_TYPE,
  type ChangeAuthor,
  type Guest,
  type GuestFields,
  type GuestsQuery,
  type SeatEvent,
} from '@seats/contracts'
import { AppError, fieldsError, isDuplicateKey } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { createActivityService } from '../activity'
import { checkedDate, plainDateName } from '../calendar'
import { reportsRepo } from '../reports'
import { guestsRepo } from './guests.repo'

const guestNotFound = () => new AppError('guest_not_found')

export type GuestsService = ReturnType<typeof createGuestsService>

/**
 * Guests lent a seat for one date: only a seat whose people are away that date (or, at a reverse event, did
 * not say they come) is lent, one guest a seat. A guest whose seat is taken back later stays: the map shows
 * the clash and the warden decides.
 */
export function createGuestsService(deps: Pick<ReportingDeps, 'db' | 'seating' | 'realtime' | 'now'>) {
  const repo = guestsRepo(deps.db)
  const reports = reportsRepo(deps.db)
  const activity = createActivityService(deps)

  async function findEvent(accountId: number, eventId: number): Promise<SeatEvent | null> {
    return (await deps.seating.events(accountId)).find((e) => e.id === eventId) ?? null
  }

  /** The seat's people are all away that date; at a reverse event, none of them said he comes. */
  async function isFree(accountId: number, people: number[], fields: GuestFields, event: SeatEvent | null) {
    if (people.length === 0) return true
    const reported = new Set(
      (await reports.ofPersonsOnDates(accountId, people, [fields.date]))
        .filter((r) => r.eventId === fields.eventId)
        .map((r) => r.personId),
    )
    return event?.type === REVERSE_EVENT_TYPE
      ? people.every((id) => !reported.has(id))
      : people.every((id) => reported.has(id))
  }

  /**
   * The date as a report's, and the seat a seat of the account's map; free that date unless `wasThere` (a
   * guest already on it keeps it whatever happened since). Answers the names the activity line and the
   * guest keep.
   */
  async function checked(accountId: number, fields: GuestFields, wasThere: boolean) {
    const event = fields.eventId === null ? null : await findEvent(accountId, fields.eventId)
    const { dateName } = checkedDate(fields, event, deps.now())
    const cell = await deps.seating.cell(accountId, fields.mapId, fields.row, fields.col)
    if (!cell) throw new AppError('map_not_found')
    if (cell.kind !== 'seat' || !cell.seatName) throw fieldsError([fieldErrorOf('row', 'not_a_seat')])
    if (!wasThere && !(await isFree(accountId, cell.people, fields, event)))
      throw new AppError('seat_not_free')
    return { dateName, seatName: cell.seatName }
  }

  const details = (guest: Guest, dateName: string) => ({
    guestName: guest.name,
    seat: guest.seatName,
    dateName,
  })

  async function dateNameOf(accountId: number, guest: Guest): Promise<string> {
    const event = guest.eventId === null ? null : await findEvent(accountId, guest.eventId)
    return event ? event.name : plainDateName(guest.date)
  }

  return {
    list: (accountId: number, query: GuestsQuery) =>
      repo.ofDate(accountId, query.date, query.eventId ?? null),

    async create(accountId: number, fields: GuestFields, author: ChangeAuthor): Promise<Guest> {
      const { dateName, seatName } = await checked(accountId, fields, false)
      let guest: Guest
      try {
        guest = await repo.insert(accountId, fields, seatName)
      } catch (err) {
        if (isDuplicateKey(err)) throw new AppError('seat_has_guest')
        throw err
      }
      deps.realtime.emit(accountId, 'guestSaved', guest)
      await activity.record(accountId, {
        ...author,
        action: 'guest.create',
        subject: changeSubject.guest(guest.id),
        details: details(guest, dateName),
      })
      return guest
    },

    /** Moves a guest to another seat or date, or changes his details; on his own seat he stays, taken back or not. */
    async update(accountId: number, id: number, fields: GuestFields, author: ChangeAuthor): Promise<Guest> {
      const before = await repo.find(accountId, id)
      if (!before) throw guestNotFound()
      const sameSeat =
        before.mapId === fields.mapId &&
        before.row === fields.row &&
        before.col === fields.col &&
        before.date === fields.date &&
        before.eventId === fields.eventId
      const { dateName, seatName } = await checked(accountId, fields, sameSeat)
      try {
        await repo.update(accountId, id, fields, seatName)
      } catch (err) {
        if (isDuplicateKey(err)) throw new AppError('seat_has_guest')
        throw err
      }
      const after = await repo.find(accountId, id)
      if (!after) throw guestNotFound()
      deps.realtime.emit(accountId, 'guestSaved', after)
      await activity.record(accountId, {
        ...author,
        action: 'guest.update',
        subject: changeSubject.guest(id),
        details: details(after, dateName),
      })
      return after
    },

    async remove(accountId: number, id: number, author: ChangeAuthor): Promise<void> {
      const guest = await repo.find(accountId, id)
      if (!guest || (await repo.remove(accountId, id)) === 0) throw guestNotFound()
      deps.realtime.emit(accountId, 'guestDeleted', { id })
      await activity.record(accountId, {
        ...author,
        action: 'guest.delete',
        subject: changeSubject.guest(id),
        details: details(guest, await dateNameOf(accountId, guest)),
      })
    },

    purgeAccount: (accountId: number) => repo.purgeAccount(accountId),
  }
}
