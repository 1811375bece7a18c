import { createApp } from '@seats/kit'
import type Koa from 'koa'
import type { LeadsDeps } from './deps'
import { communicationsRouter } from './features/communications'
import { internalRouter } from './features/internal'
import { leadsRouter } from './features/leads'

/** Leads and their bodies are small; a contact form never needs more. */
export const LEADS_BODY_LIMIT = '16kb'

/** The leads service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildLeadsApp(deps: LeadsDeps): Koa {
  const app = createApp({
    name: 'leads',
    log: deps.log,
    bodyLimit: LEADS_BODY_LIMIT,
    trustedProxies: deps.trustedProxies,
    routers: [leadsRouter(deps), communicationsRouter(deps), internalRouter(deps)],
    db: deps.db,
    checks: [
      { name: 'mysql', check: () => deps.db.raw('SELECT 1') },
      { name: 'redis', check: () => deps.redis.ping() },
    ],
  })
  return app
}
