import { createInternalClient, InternalCallError, type InternalClient, type Logger } from '@seats/kit'
import type { AuthEnv } from '../env'

/** The other services' internal APIs auth calls; null where a service is not deployed. */
export interface Peers {
  seating: InternalClient | null
  reporting: InternalClient | null
  leads: InternalClient | null
}

export function createPeers(
  env: Pick<
    AuthEnv,
    'SEATING_URL' | 'REPORTING_URL' | 'LEADS_URL' | 'INTERNAL_TOKEN' | 'INTERNAL_TIMEOUT_MS'
  >,
): Peers {
  const client = (url: string | undefined) =>
    url ? createInternalClient(url, env.INTERNAL_TOKEN, { timeoutMs: env.INTERNAL_TIMEOUT_MS }) : null
  return {
    seating: client(env.SEATING_URL),
    reporting: client(env.REPORTING_URL),
    leads: client(env.LEADS_URL),
  }
}

/**
 * Runs a call whose failure must not fail the request it belongs to (a lead, a few demo reports):
 * a failure is logged with what failed, and the answer is null.
 */
export async function bestEffort<T>(log: Logger, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch (err) {
    log.warn({ err: err instanceof InternalCallError ? err.detail : err, what }, 'best-effort call failed')
    return null
  }
}
