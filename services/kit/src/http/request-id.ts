import { randomUUID } from 'node:crypto'

const VALID = /^[\w.-]{1,100}$/

/** Keeps the id the gateway assigned so one request can be followed across services. */
export function requestIdFrom(header: string | undefined): string {
  return header && VALID.test(header) ? header : randomUUID()
}
