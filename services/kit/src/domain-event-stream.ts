// The shared stream's keys and how its entries read, for the publisher, the consumers and the dead letters.
import { DOMAIN_EVENTS_STREAM } from '@seats/contracts'

export const streamKey = (prefix: string) => `${prefix}:${DOMAIN_EVENTS_STREAM}`
/** Where a group's events go after their last delivery failed. */
export const deadLetterKey = (prefix: string, group: string) => `${streamKey(prefix)}:dead:${group}`

export type Entry = [string, string[]]

/** XREADGROUP answers [[stream, entries]] over RESP2 and a flattened map [stream, entries] over RESP3. */
export function streamEntries(res: unknown): Entry[] {
  if (!Array.isArray(res) || res.length === 0) return []
  if (typeof res[0] === 'string') return (res[1] as Entry[] | undefined) ?? []
  return ((res[0] as [string, Entry[]])[1] as Entry[] | undefined) ?? []
}

export function safeJson(raw: string | undefined): unknown {
  try {
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}
