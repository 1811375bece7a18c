import type { Report } from './reporting'

/** Events the server pushes to a warden's browser; one room per account. */
export interface ServerToClientEvents {
  createReport: (report: Report & { personName?: string; dateName?: string }) => void
  deleteReport: (id: number) => void
  mapChanged: (payload: { mapId: number; version: number }) => void
  personsChanged: (payload: { ids: number[] }) => void
}
export type ClientToServerEvents = Record<string, never>

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
