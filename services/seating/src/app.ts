import { createApp, type Metrics } from '@seats/kit'
import type Koa from 'koa'
import type { SeatingDeps } from './deps'
import { displaysRouter, elementsRouter } from './features/map-parts'
import { eventsRouter } from './features/events'
import { mapsRouter } from './features/maps'
import { internalRouter } from './features/internal'
import { personsRouter } from './features/persons'
import { seatsRouter } from './features/seats'

/** The seating service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildSeatingApp(deps: SeatingDeps, metrics?: Metrics): Koa {
  return createApp({
    name: 'seating',
    trustedProxies: deps.trustedProxies,
    ...(metrics ? { metrics } : {}),
    log: deps.log,
    routers: [
      mapsRouter(deps),
      seatsRouter(deps),
      personsRouter(deps),
      eventsRouter(deps),
      displaysRouter(deps),
      elementsRouter(deps),
      internalRouter(deps),
    ],
    bodyLimitsByPath: { '/api/persons/many': deps.bulkBodyLimit },
    db: deps.db,
    checks: [
      { name: 'mysql', check: () => deps.db.raw('SELECT 1') },
      { name: 'redis', check: () => deps.redis.ping() },
    ],
  })
}
