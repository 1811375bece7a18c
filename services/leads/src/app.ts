import { createApp } from '@seats/kit'
import type Koa from 'koa'
import type { LeadsDeps } from './deps'
import { communicationsRouter, createCommunicationsService } from './features/communications'
import { internalRouter } from './features/internal'
import { createLeadsService, leadsRouter } from './features/leads'

/** Leads and their bodies are small; a contact form never needs more. */
export const LEADS_BODY_LIMIT = '16kb'

/** The leads service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildLeadsApp(deps: LeadsDeps): Koa {
  // Each feature's service, built once; its routes only read the request and answer.
  const leads = createLeadsService(deps)
  const communications = createCommunicationsService(deps)
  const app = createApp({
    name: 'leads',
    log: deps.log,
    bodyLimit: LEADS_BODY_LIMIT,
    trustedProxies: deps.trustedProxies,
    routers: [
      leadsRouter(deps, leads),
      communicationsRouter(deps, communications),
      internalRouter(deps, leads),
    ],
    db: deps.db,
    checks: [
      { name: 'mysql', check: () => deps.db.raw('SELECT 1') },
      { name: 'redis', check: () => deps.redis.ping() },
    ],
  })
  return app
}
