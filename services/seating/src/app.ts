import { createApp, type Metrics } from '@seats/kit'
import type Koa from 'koa'
import type { SeatingDeps } from './deps'
import { displaysRouter } from './features/displays/displays.routes'
import { elementsRouter } from './features/elements/elements.routes'
import { eventsRouter } from './features/events/events.routes'
import { mapsRouter } from './features/maps/maps.routes'
import { internalRouter } from './features/internal/internal.routes'
import { personsRouter } from './features/persons/persons.routes'
import { seatsRouter } from './features/seats/seats.routes'

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
