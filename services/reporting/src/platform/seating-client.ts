import {
  cellKinds,
  internalPersonSchema,
  personSchema,
  eventSchema,
  mapSchema,
  type InternalPerson,
  type Person,
  type SeatEvent,
  type SeatMap,
} from '@seats/contracts'
import { createInternalClient, InternalCallError, type Logger } from '@seats/kit'
import { z } from 'zod'

/** What this service reads from seating's internal API (persons and events belong to seating). */
export interface SeatingClient {
  /** Every account's persons on this phone; the phone line's caller lookup. */
  personsByPhone(phone: string): Promise<InternalPerson[]>
  /** One person of the account, or null when the account has no such person. */
  person(accountId: number, personId: number): Promise<Person | null>
  /** Every person of the account, with the seats each holds (the reminders' call list). */
  persons(accountId: number): Promise<Person[]>
  /** The account's events, those from `from` on when given. */
  events(accountId: number, from?: string): Promise<SeatEvent[]>
  /** One map of the account with its seats and who holds them, or null when it is not the account's. */
  map(accountId: number, mapId: number): Promise<SeatMap | null>
  /** One cell of the account's map (a guest's seat), or null when the map is not the account's or the cell is outside it. */
  cell(accountId: number, mapId: number, row: number, col: number): Promise<MapCell | null>
}

/** A map's cell as seating tells it: what it is, the seat's name under the map's numbering, who holds it. */
export const mapCellSchema = z.object({
  kind: z.enum(cellKinds),
  seatName: z.string().nullable(),
  mapName: z.string(),
  people: z.array(z.number().int()),
})
export type MapCell = z.infer<typeof mapCellSchema>

export interface SeatingClientOptions {
  baseUrl: string
  internalToken: string
  timeoutMs: number
  log: Logger
}

const personsByPhoneSchema = z.array(internalPersonSchema)
const eventsSchema = z.array(eventSchema)
const personsSchema = z.array(personSchema)

export function createSeatingClient(opts: SeatingClientOptions): SeatingClient {
  const seating = createInternalClient(opts.baseUrl, opts.internalToken, { timeoutMs: opts.timeoutMs })

  /** Failures stay the client's AppError (upstream_timeout / upstream_unavailable), logged with what failed. */
  async function logged<T>(call: Promise<T>): Promise<T> {
    try {
      return await call
    } catch (err) {
      if (err instanceof InternalCallError) opts.log.warn(err.detail, 'seating internal call failed')
      throw err
    }
  }

  return {
    personsByPhone: (phone) =>
      logged(
        seating.call('GET', `/internal/persons/by-phone/${encodeURIComponent(phone)}`, {
          schema: personsByPhoneSchema,
        }),
      ),
    person: (accountId, personId) =>
      logged(
        seating.call('GET', `/internal/accounts/${accountId}/persons/${personId}`, {
          schema: personSchema,
          notFoundIsNull: true,
        }),
      ),
    persons: (accountId) =>
      logged(seating.call('GET', `/internal/accounts/${accountId}/persons`, { schema: personsSchema })),
    events: (accountId, from) =>
      logged(
        seating.call('GET', `/internal/accounts/${accountId}/events${from ? `?from=${from}` : ''}`, {
          schema: eventsSchema,
        }),
      ),
    map: (accountId, mapId) =>
      logged(
        seating.call('GET', `/internal/accounts/${accountId}/maps/${mapId}`, {
          schema: mapSchema,
          notFoundIsNull: true,
        }),
      ),
    cell: (accountId, mapId, row, col) =>
      logged(
        seating.call('GET', `/internal/accounts/${accountId}/maps/${mapId}/cells/${row}/${col}`, {
          schema: mapCellSchema,
          notFoundIsNull: true,
        }),
      ),
  }
}
