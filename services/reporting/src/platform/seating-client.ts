import {
  internalPersonSchema,
  personSchema,
  eventSchema,
  type InternalPerson,
  type Person,
  type SeatEvent,
} from '@seats/contracts'
import { AppError, type Logger } from '@seats/kit'
import { z } from 'zod'

/** What this service reads from seating's internal API (persons and events belong to seating). */
export interface SeatingClient {
  /** Every account's persons on this phone; the phone line's caller lookup. */
  personsByPhone(phone: string): Promise<InternalPerson[]>
  /** One person of the account, or null when the account has no such person. */
  person(accountId: number, personId: number): Promise<Person | null>
  /** The account's events, those from `from` on when given. */
  events(accountId: number, from?: string): Promise<SeatEvent[]>
}

export interface SeatingClientOptions {
  baseUrl: string
  internalToken: string
  timeoutMs: number
  log: Logger
}

const personsByPhoneSchema = z.array(internalPersonSchema)
const eventsSchema = z.array(eventSchema)

export function createSeatingClient(opts: SeatingClientOptions): SeatingClient {
  async function get<T>(path: string, schema: z.ZodType<T>, notFoundIsNull: true): Promise<T | null>
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T>
  async function get<T>(path: string, schema: z.ZodType<T>, notFoundIsNull = false): Promise<T | null> {
    let res: Response
    try {
      res = await fetch(opts.baseUrl + path, {
        headers: { 'x-service-token': opts.internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      })
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError'
      opts.log.warn({ err, path }, 'seating unreachable')
      throw new AppError(timedOut ? 'upstream_timeout' : 'upstream_unavailable')
    }
    if (res.status === 404 && notFoundIsNull) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok) {
      opts.log.warn({ path, status: res.status }, 'seating refused an internal call')
      await res.body?.cancel()
      throw new AppError('upstream_unavailable')
    }
    const parsed = schema.safeParse(await res.json())
    if (!parsed.success) {
      opts.log.error(
        { path, issues: parsed.error.issues.slice(0, 3) },
        'seating answered an unexpected shape',
      )
      throw new AppError('upstream_unavailable')
    }
    return parsed.data
  }

  return {
    personsByPhone: (phone) =>
      get(`/internal/persons/by-phone/${encodeURIComponent(phone)}`, personsByPhoneSchema),
    person: (accountId, personId) =>
      get(`/internal/accounts/${accountId}/persons/${personId}`, personSchema, true),
    events: (accountId, from) =>
      get(`/internal/accounts/${accountId}/events${from ? `?from=${from}` : ''}`, eventsSchema),
  }
}
