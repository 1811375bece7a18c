import Router from '@koa/router'
import type { Context } from 'koa'
import { ivrJsonRequestSchema, reminderCallTurnSchema } from '@seats/contracts'
import { AppError, fieldsError, safeEqual, validate } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { renderJson, jsonTurn } from './ivr-json.adapter'
import { missingYemotParams, queryPairs, renderYemot, yemotParams, yemotTurn } from './ivr-yemot.adapter'
import { ivrService } from './ivr.service'

const FORM_LIMIT_BYTES = 64 * 1024

/** The shared secret in the URL; a wrong one (or a line without one) looks like no route at all. */
function checkSecret(ctx: Context, secret: string | undefined): void {
  if (!secret || !safeEqual(String(ctx.params.secret ?? ''), secret)) throw new AppError('not_found')
}

/** A urlencoded body, which the app's JSON body parser leaves unread. */
async function formPairs(ctx: Context): Promise<Array<[string, string]>> {
  if (ctx.method !== 'POST') return []
  const parsed = ctx.request.body
  if (parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0)
    return queryPairs(parsed as Record<string, string>)
  if (!ctx.is('application/x-www-form-urlencoded')) return []
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > FORM_LIMIT_BYTES) throw new AppError('payload_too_large')
    chunks.push(chunk)
  }
  return [...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))]
}

/** /api/ivr: the phone provider calls in on every turn of a call (public at the gateway, guarded by the secret). */
export function ivrRouter(deps: ReportingDeps): Router {
  const router = new Router({ prefix: '/api/ivr' })
  const service = ivrService(deps)

  const yemot = async (ctx: Context) => {
    checkSecret(ctx, deps.ivr.secret)
    const params = yemotParams(queryPairs(ctx.query), await formPairs(ctx))
    const missing = missingYemotParams(params)
    if (missing.length > 0) throw fieldsError(missing.map((field) => ({ field, message: 'שדה חובה' })))
    const prompt = await service.turn(yemotTurn(params))
    ctx.type = 'text/plain; charset=utf-8'
    ctx.body = renderYemot(prompt)
  }
  router.get('/yemot/:secret', yemot)
  router.post('/yemot/:secret', yemot)

  router.post('/json/:secret', async (ctx) => {
    checkSecret(ctx, deps.ivr.secret)
    const body = validate(ivrJsonRequestSchema, ctx.request.body ?? {})
    ctx.body = renderJson(await service.turn(jsonTurn(body)))
  })
  // A reminder call's key press (the outbound call's own conversation, reminders/reminder-call.ts).
  router.post('/reminder/json/:secret', async (ctx) => {
    checkSecret(ctx, deps.ivr.secret)
    const body = validate(reminderCallTurnSchema, ctx.request.body ?? {})
    ctx.body = await deps.reminders.conversation.answer(body.callId, body.digits)
  })
  return router
}
