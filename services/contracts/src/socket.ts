import type { ActivityEntry } from './activity'
import type { Guest } from './guests'
import type { ReminderRun } from './reminders'
import type { Report } from './reporting'
import type { PersonGender } from './seating-vocabulary'

/** Events the server pushes to a warden's browser; one room per account. */
export interface ServerToClientEvents {
  createReport: (
    report: Report & { personName?: string; dateName?: string; personGender?: PersonGender | null },
  ) => void
  deleteReport: (id: number) => void
  /** A map, its seats, displays or elements changed (deleted: the map is gone); refetch it if it is open. */
  mapChanged: (payload: { mapId: number; version: number; deleted?: boolean }) => void
  personsChanged: (payload: { ids: number[] }) => void
  /** The households changed (added, edited, deleted, grouped or joined by an import): read them again. */
  householdsChanged: () => void
  /** A guest was lent a seat for a date, or moved, or his details changed. */
  guestSaved: (guest: Guest) => void
  /** A guest's seat was given back. */
  guestDeleted: (payload: { id: number }) => void
  /** A member changed something: the activity list grows, and the other members read who did it. */
  changeRecorded: (entry: ActivityEntry) => void
  /** A reminder run started, progressed or ended (its counts as they are now). */
  reminderRunProgress: (run: ReminderRun) => void
  /**
   * A payment whose answer was late is settled: charged ('paid'), refused by the card's issuer ('declined'),
   * or never made ('failed': the warden may try again).
   */
  paymentSettled: (payload: { outcome: 'paid' | 'declined' | 'failed' }) => void
  /** To lobby screens only: the coming date's seats may have changed; read the page again. Carries nothing. */
  lobbyChanged: () => void
}
export type ClientToServerEvents = Record<string, never>

/**
 * Why the server refused a connection (connect_error's message). An expired access token must say exactly
 * 'jwt expired' (the seed): the browser then refreshes the token and connects again; anything else stays refused.
 */
export const SOCKET_JWT_EXPIRED = 'jwt expired'
export const SOCKET_UNAUTHORIZED = 'unauthorized'

/** The room of one account: every browser of that synagogue joins it, every service emits to it. */
export const accountRoom = (accountId: number): string => `account:${accountId}`
/** Every connection of one person, in any synagogue: closed when they sign out everywhere. */
export const personRoom = (personId: number): string => `person:${personId}`
/** One person's connections to one synagogue: closed when they are removed from it or their role changes. */
export const memberRoom = (accountId: number, personId: number): string => `member:${accountId}:${personId}`
/** The connections opened with one session's tokens (the sid claim): closed when it signs out. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`

/** Every lobby screen of one synagogue: told, with no data, that its seats may have changed. */
export const lobbyRoom = (accountId: number): string => `lobby:${accountId}`
/** The screens opened with one lobby link: closed when the warden replaces or revokes it. */
export const lobbyScreenRoom = (accountId: number, mapId: number): string => `lobby:${accountId}:${mapId}`

/** The account events after which a lobby screen reads its page again (it never hears the events themselves). */
const lobbyCues: ReadonlySet<keyof ServerToClientEvents> = new Set([
  'createReport',
  'deleteReport',
  'mapChanged',
  'personsChanged',
  'guestSaved',
  'guestDeleted',
] as const)
export const cuesLobby = (event: keyof ServerToClientEvents): boolean => lobbyCues.has(event)

/**
 * The Redis channel prefix shared by the socket.io Redis adapter (realtime server) and the Redis emitter
 * (other services). Namespaced by REDIS_PREFIX so two systems on one Redis never hear each other's rooms.
 */
export const socketIoRedisKey = (redisPrefix: string): string => `${redisPrefix}:socket.io`

/** The seed's client constants (§9). */
export const SOCKET_OPTIONS = {
  timeout: 20_000,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  autoConnect: false,
} as const
