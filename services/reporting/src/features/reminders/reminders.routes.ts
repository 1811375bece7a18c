import Router from '@koa/router'
import {
  reminderPlaceCallInputSchema,
  reminderRunJobSchema,
  reminderSettingInputSchema,
  verifyPhoneInputSchema,
} from '@seats/contracts'
import {
  authOf,
  changeAuthorOf,
  handle,
  idParams,
  requireAuth,
  requireServiceToken,
  requireWritableAccount,
  writerOf,
  wardenWrites,
} from '@seats/kit'
import { z } from 'zod'
import type { ReportingDeps } from '../../deps'
import { phoneVerification } from './phone-verification'
import type { RemindersService } from './reminders.service'
import { localBehaviours } from './telephony'

/** /api/reminders: the account's reminder setting and runs; changes need a live subscription (402). */
export function remindersRouter(deps: ReportingDeps, service: RemindersService): Router {
  const router = new Router({ prefix: '/api/reminders' })
  router.use(requireAuth(deps.verify), wardenWrites)
  router.use(requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await service.view(authOf(ctx).accountId, authOf(ctx).isGuest)
    }),
  )
  router.put(
    '/',
    handle({ body: reminderSettingInputSchema }, async (ctx, { body }) => {
      ctx.body = await service.save(authOf(ctx).accountId, body, authOf(ctx).isGuest, changeAuthorOf(ctx))
    }),
  )
  router.get(
    '/runs',
    handle({}, async (ctx) => {
      ctx.body = await service.runs(authOf(ctx).accountId)
    }),
  )
  router.get(
    '/runs/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.run(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/test-call',
    handle({}, async (ctx) => {
      ctx.body = await service.testCall(writerOf(ctx))
    }),
  )
  // The account's phone proved to be the warden's (a spoken code) before a test call rings it.
  const verification = phoneVerification(deps)
  router.get(
    '/phone-verification',
    handle({}, async (ctx) => {
      ctx.body = await verification.status(await deps.accounts.get(authOf(ctx).accountId))
    }),
  )
  router.post(
    '/phone-verification/code',
    handle({}, async (ctx) => {
      ctx.body = await verification.sendCode(writerOf(ctx))
    }),
  )
  router.post(
    '/phone-verification',
    handle({ body: verifyPhoneInputSchema }, async (ctx, { body }) => {
      ctx.body = await verification.verify(writerOf(ctx), body.code)
    }),
  )
  router.post(
    '/run-now',
    handle({}, async (ctx) => {
      ctx.status = 202
      ctx.body = await service.runNow(authOf(ctx).accountId)
    }),
  )
  return router
}

const accountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})
const runParams = z.object({
  runId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})

/** /internal/reminders: the workers' steps (service token). */
export function remindersInternalRouter(deps: ReportingDeps, service: RemindersService): Router {
  const router = new Router({ prefix: '/internal/reminders' })
  router.use(requireServiceToken(deps.internalToken))

  router.post(
    '/accounts/:accountId/runs',
    handle(
      { params: accountParams, body: reminderRunJobSchema.pick({ runId: true }) },
      async (ctx, { params, body }) => {
        ctx.body = await service.startRun(params.accountId, body.runId)
      },
    ),
  )
  router.post(
    '/runs/:runId/calls',
    handle({ params: runParams, body: reminderPlaceCallInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await service.placeCall(params.runId, body.phone, body)
    }),
  )
  // The local provider's callees (development and tests): how a phone behaves when called.
  router.put(
    '/local-callees/:phone',
    handle(
      {
        params: z.object({ phone: z.string().regex(/^\d{9,10}$/) }),
        body: z.object({ behaviour: z.enum(localBehaviours) }),
      },
      async (ctx, { params, body }) => {
        await service.setLocalBehaviour(params.phone, body.behaviour)
        ctx.status = 204
      },
    ),
  )
  return router
}
