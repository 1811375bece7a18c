import { createApp, createMetrics, watchDomainEvents } from '@seats/kit'
import type Koa from 'koa'
import type { ReportingDeps } from './deps'
import { activityRouter, createActivityService } from './features/activity'
import { createDatesService, datesRouter } from './features/dates'
import {
  createGuestMapMailService,
  guestMapMailInternalRouter,
  guestMapMailRouter,
} from './features/guest-map-mail'
import { createGuestsService, guestsRouter } from './features/guests'
import { createInsightsService, insightsRouter } from './features/insights'
import { createLobbyService, lobbyPageRouter, lobbyScreensRouter } from './features/lobby'
import { createReportLinksService, reportLinkPageRouter, reportLinksRouter } from './features/report-links'
import { internalRouter } from './features/internal'
import { createIvrService, ivrRouter, YEMOT_PATH_PREFIX } from './features/ivr'
import { phoneLineRouter } from './features/phone-line'
import {
  callSafetyAdminRouter,
  createRemindersService,
  remindersInternalRouter,
  remindersRouter,
} from './features/reminders'
import { createReportsService, reportsRouter } from './features/reports'
import { statsRouter } from './features/stats'

/** The reporting service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildReportingApp(deps: ReportingDeps): Koa {
  const metrics = createMetrics('reporting')
  // Open maps on this instance (each listens for live reports).
  metrics.gauge('socket_connections', 'Connected browsers (socket.io) on this instance', [], () => [
    [{}, deps.realtime.localConnections?.() ?? 0],
  ])
  // Read from the database when scraped: the same figures whichever instance answers.
  metrics.gauge('reports_last_hour', 'Reports made in the last hour, by source', ['source'], async () => {
    const rows = (await deps
      .db('reports')
      .where('created_at', '>', new Date(Date.now() - 3_600_000))
      .groupBy('source')
      .select('source')
      .count({ n: '*' })) as Array<{ source: string; n: number }>
    return rows.map((r) => [{ source: r.source }, Number(r.n)])
  })
  metrics.gauge(
    'reminder_calls',
    'Reminder calls of the runs started in the last day, by outcome',
    ['outcome'],
    async () => {
      const rows = (await deps
        .db('reminder_calls as c')
        .join('reminder_runs as r', 'r.id', 'c.run_id')
        .where('r.started_at', '>', new Date(Date.now() - 86_400_000))
        .groupBy('c.outcome')
        .select('c.outcome')
        .count({ n: '*' })) as Array<{ outcome: string; n: number }>
      return rows.map((r) => [{ outcome: r.outcome }, Number(r.n)])
    },
  )
  watchDomainEvents(metrics, deps.redis, deps.redisPrefix, 'reporting')
  // Each feature's service, built once; its routes only read the request and answer.
  const dates = createDatesService(deps)
  const reports = createReportsService(deps)
  const guests = createGuestsService(deps)
  const reminders = createRemindersService(deps)
  const ivr = createIvrService(deps)
  const activity = createActivityService(deps)
  const reportLinks = createReportLinksService(deps)
  const lobby = createLobbyService(deps)
  const guestMapMail = createGuestMapMailService(deps)
  return createApp({
    name: 'reporting',
    trustedProxies: deps.trustedProxies,
    metrics,
    log: deps.log,
    // The date, phone-line and stats routes first: '/api/reports/date' must not be read as a report id.
    routers: [
      datesRouter(deps, dates),
      phoneLineRouter(deps),
      statsRouter(deps),
      insightsRouter(deps, createInsightsService(deps)),
      reportsRouter(deps, reports),
      guestsRouter(deps, guests),
      activityRouter(deps, activity),
      reportLinksRouter(deps, reportLinks),
      reportLinkPageRouter(deps, reportLinks),
      lobbyScreensRouter(deps, lobby),
      lobbyPageRouter(deps, lobby),
      guestMapMailRouter(deps, guestMapMail),
      guestMapMailInternalRouter(deps, guestMapMail),
      // Before the warden's /api/reminders: '/api/reminders/admin' is the admins' own.
      callSafetyAdminRouter(deps),
      remindersRouter(deps, reminders),
      ivrRouter(deps, { ivr, reminders }),
      internalRouter(deps, { reports, reminders }),
      remindersInternalRouter(deps, reminders),
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
