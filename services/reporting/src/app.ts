import { createApp, createMetrics } from '@seats/kit'
import type Koa from 'koa'
import type { ReportingDeps } from './deps'
import { datesRouter } from './features/dates/dates.routes'
import { internalRouter } from './features/internal/internal.routes'
import { ivrRouter, YEMOT_PATH_PREFIX } from './features/ivr/ivr.routes'
import { phoneLineRouter } from './features/phone-line/phone-line.routes'
import { remindersInternalRouter, remindersRouter } from './features/reminders/reminders.routes'
import { reportsRouter } from './features/reports/reports.routes'
import { statsRouter } from './features/stats/stats.routes'

/** The reporting service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildReportingApp(deps: ReportingDeps): Koa {
  const metrics = createMetrics('reporting')
  // Open maps on this instance (each listens for live reports).
  metrics.gauge('socket_connections', 'Connected browsers (socket.io) on this instance', [], () => [
    [{}, deps.realtime.localConnections?.() ?? 0],
  ])
  return createApp({
    name: 'reporting',
    metrics,
    log: deps.log,
    // The date, phone-line and stats routes first: '/api/reports/date' must not be read as a report id.
    routers: [
      datesRouter(deps),
      phoneLineRouter(deps),
      statsRouter(deps),
      reportsRouter(deps),
      remindersRouter(deps),
      ivrRouter(deps),
      internalRouter(deps),
      remindersInternalRouter(deps),
    ],
    // The phone provider's text protocol answers every body in its own words, a malformed one too.
    rawBodyPaths: (path) => path.startsWith(YEMOT_PATH_PREFIX),
    db: deps.db,
    checks: [
      { name: 'mysql', check: () => deps.db.raw('SELECT 1') },
      { name: 'redis', check: () => deps.redis.ping() },
    ],
  })
}
