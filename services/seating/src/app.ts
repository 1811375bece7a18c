import { createApp, type Metrics } from '@seats/kit'
import type Koa from 'koa'
import type { SeatingDeps } from './deps'
import {
  createAreasService,
  createDisplaysService,
  createElementsService,
  mapPartRouter,
} from './features/map-parts'
import { createEventsService, eventsRouter } from './features/events'
import { createHouseholdsService, householdsRouter } from './features/households'
import { createMapsService, mapsRouter } from './features/maps'
import { internalRouter } from './features/internal'
import { createPersonsService, personsRouter } from './features/persons'
import { createSeasonPaymentsService, seasonPaymentsRouter } from './features/season-payments'
import {
  createSeasonRequestsService,
  seasonRequestPageRouter,
  seasonRequestsRouter,
} from './features/season-requests'
import { createSeasonSeatingService, seasonSeatingRouter } from './features/season-seating'
import { createSeasonsService, seasonsRouter } from './features/seasons'
import { createSeatsService, seatsRouter } from './features/seats'

/** The seating service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildSeatingApp(deps: SeatingDeps, metrics?: Metrics): Koa {
  // Each feature's service, built once; its routes only read the request and answer.
  const maps = createMapsService(deps)
  const seats = createSeatsService(deps)
  const persons = createPersonsService(deps)
  const events = createEventsService(deps)
  const seasons = createSeasonsService(deps, maps)
  const households = createHouseholdsService(deps)
  const seasonRequests = createSeasonRequestsService(deps)
  const seasonSeating = createSeasonSeatingService(deps, seats)
  const seasonPayments = createSeasonPaymentsService(deps)
  const displays = createDisplaysService(deps)
  const elements = createElementsService(deps)
  const areas = createAreasService(deps)
  return createApp({
    name: 'seating',
    trustedProxies: deps.trustedProxies,
    ...(metrics ? { metrics } : {}),
    log: deps.log,
    routers: [
      mapsRouter(deps, maps),
      seatsRouter(deps, seats),
      personsRouter(deps, persons),
      eventsRouter(deps, events),
      seasonsRouter(deps, seasons),
      householdsRouter(deps, households),
      seasonRequestsRouter(deps, seasonRequests),
      seasonRequestPageRouter(deps, seasonRequests),
      seasonSeatingRouter(deps, seasonSeating),
      seasonPaymentsRouter(deps, seasonPayments),
      mapPartRouter(deps, displays),
      mapPartRouter(deps, elements),
      mapPartRouter(deps, areas),
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
