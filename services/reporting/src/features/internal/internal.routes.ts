import Router from '@koa/router'
import { demoReportsInputSchema, internalSmsSchema } from '@seats/contracts'
import { handle, requireServiceToken } from '@seats/kit'
import { z } from 'zod'
import type { ReportingDeps } from '../../deps'
import { accountPurge } from '../accounts'
import { guestMapMailRepo } from '../guest-map-mail'
import { smsOnBehalf } from '../sms'
import type { RemindersService } from '../reminders'
import type { ReportsService } from '../reports'
import { seedDemoHistory } from './demo-history'
import { createDemoReports } from './demo-reports'

const accountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})

/** What other services may ask of reporting; only with the service token, never through the gateway. */
export function internalRouter(
  deps: ReportingDeps,
  { reports, reminders }: { reports: ReportsService; reminders: RemindersService },
): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))

  // The hourly sweep (workers): rows deleted accounts still hold here.
  router.post(
    '/maintenance/sweep-deleted-accounts',
    handle({}, async (ctx) => {
      const purge = accountPurge({
        db: deps.db,
        reports,
        reminders,
        guestMapMail: guestMapMailRepo(deps.db),
      })
      ctx.body = { accountsSwept: await purge.sweep() }
    }),
  )

  router.post(
    '/accounts/:accountId/demo-reports',
    handle({ params: accountParams, body: demoReportsInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await createDemoReports(deps, reports, params.accountId, body.personIds)
    }),
  )
  // Seating's texts to households (a seat request link, their seats): its wardens' own sends, each once.
  const sendSms = smsOnBehalf(deps)
  router.post(
    '/accounts/:accountId/sms',
    handle({ params: accountParams, body: internalSmsSchema }, async (ctx, { params, body }) => {
      ctx.body = await sendSms(params.accountId, body)
    }),
  )
  router.post(
    '/accounts/:accountId/demo-history',
    handle({ params: accountParams }, async (ctx, { params }) => {
      ctx.body = await seedDemoHistory(deps, params.accountId)
    }),
  )
  return router
}
