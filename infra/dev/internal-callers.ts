import type { Secrets } from './secrets.js'

/** A process that calls other services' /internal routes, each with a token of its own. */
export type Caller = 'auth' | 'seating' | 'reporting' | 'billing' | 'leads' | 'workers' | 'ops'

/**
 * Who may call whom. A leaked token opens only what its holder reaches: reporting's, seating's internal
 * API and auth's account lookups; never billing's or the admin's leads.
 */
export const INTERNAL_CALLERS: Record<string, readonly Caller[]> = {
  auth: ['seating', 'reporting', 'billing', 'leads', 'workers'],
  seating: ['auth', 'reporting', 'workers', 'ops'],
  reporting: ['auth', 'seating', 'workers', 'ops'],
  billing: ['workers'],
  leads: ['auth'],
}

const TOKEN_OF: Record<Caller, keyof Secrets> = {
  auth: 'INTERNAL_TOKEN_AUTH',
  seating: 'INTERNAL_TOKEN_SEATING',
  reporting: 'INTERNAL_TOKEN_REPORTING',
  billing: 'INTERNAL_TOKEN_BILLING',
  leads: 'INTERNAL_TOKEN_LEADS',
  workers: 'INTERNAL_TOKEN_WORKERS',
  ops: 'INTERNAL_TOKEN_OPS',
}

export const internalTokenOf = (secrets: Secrets, caller: Caller): string => secrets[TOKEN_OF[caller]]

/** INTERNAL_CALLERS of one service: "workers=<token>,reporting=<token>". */
export function internalCallersEnv(secrets: Secrets, service: string): string {
  return (INTERNAL_CALLERS[service] ?? []).map((c) => `${c}=${internalTokenOf(secrets, c)}`).join(',')
}
