import Router from '@koa/router'
import { demoReportsInputSchema } from '@seats/contracts'
import { handle, requireServiceToken } from '@seats/kit'
import { z } from 'zod'
import type { ReportingDeps } from '../../deps'
import { reportsService } from '../reports/reports.service'
import { createDemoReports } from './demo-reports'

const accountParams = z.object({ accountId: z.coerce.number().int().positive().max(2 ** 31) })

/** What other services may ask of reporting; only with the service token, never through the gateway. */
export function internalRouter(deps: ReportingDeps): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))
  const reports = reportsService(deps)

  router.post(
    '/accounts/:accountId/demo-reports',
    handle({ params: accountParams, body: demoReportsInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await createDemoReports(deps, reports, params.accountId, body.personIds)
    }),
  )
  return router
}
