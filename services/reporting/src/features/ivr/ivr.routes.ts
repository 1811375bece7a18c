import Router from '@koa/router'
import type { Context } from 'koa'
import { ivrJsonRequestSchema, reminderCallTurnSchema } from '@seats/contracts'
import { AppError, safeEqual, validate, publicRoute } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { renderJson, jsonTurn } from './ivr-json.adapter'
import {
  isFirstYemotTurn,
  missingYemotParams,
  queryPairs,
  renderYemot,
  yemotCalleePhones,
  yemotParams,
  yemotTurn,
} from './ivr-yemot.adapter'
import { callEnding, type Prompt } from '../../platform/call-prompt'
import { texts } from './call-flow'
import type { IvrService } from './ivr.service'
import type { RemindersService } from '../reminders'

const FORM_LIMIT_BYTES = 64 * 1024
/** Requests here answer in the provider's text protocol, whatever their body (the app leaves it unread). */
export const YEMOT_PATH_PREFIX = '/api/ivr/yemot/'

/**
 * The shared secret in the URL, any of the accepted ones (two during a rotation); a wrong one (or a line
 * without one) looks like no route at all. Every secret is compared, so the time taken tells nothing.
 */
function checkSecret(ctx: Context, secrets: string[]): void {
  const given = String(ctx.params.secret ?? '')
  const matches = secrets.map((secret) => safeEqual(given, secret))
  if (!matches.includes(true)) throw new AppError('not_found')
}

/** A POST's parameters, as a form or as JSON; a body that is neither, or does not parse, carries none. */
async function bodyPairs(ctx: Context): Promise<Array<[string, string]>> {
  if (ctx.method !== 'POST') return []
  const form = ctx.is('application/x-www-form-urlencoded')
  const json = ctx.is('json')
  if (!form && !json) return []
  let size = 0
  const chunks: Buffer[] = []
  // Read to the end (stopping early would drop the connection before the caller hears anything).
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= FORM_LIMIT_BYTES) chunks.push(chunk)
  }
  if (size > FORM_LIMIT_BYTES) throw new AppError('payload_too_large')
  const text = Buffer.concat(chunks).toString('utf8')
  if (form) return [...new URLSearchParams(text)]
  try {
    return queryPairs(JSON.parse(text))
  } catch {
    return []
  }
}

/** /api/ivr: the phone provider calls in on every turn of a call (public at the gateway, guarded by the secret). */
export function ivrRouter(
  deps: ReportingDeps,
  { ivr: service, reminders }: { ivr: IvrService; reminders: RemindersService },
): Router {
  const router = new Router({ prefix: '/api/ivr' })
  // The provider calls in with the shared secret in the path, which each handler checks.
  router.use(publicRoute)

  /**
   * The provider only speaks its text protocol: whatever is wrong with a request, the caller hears why. A
   * call we placed with a reminder held for its callee hears the reminder; any other is the phone line's.
   */
  async function yemotPrompt(ctx: Context, reminderExtension: boolean): Promise<Prompt> {
    try {
      const params = yemotParams(queryPairs(ctx.query), await bodyPairs(ctx))
      const missing = missingYemotParams(params)
      if (missing.length > 0) {
        deps.log.warn({ missing }, 'phone line request without the provider parameters')
        return callEnding(texts.failure)
      }
      const turn = yemotTurn(params)
      const reminder = await deps.reminders.yemotCalls
        .turn({
          callId: turn.callId,
          phones: yemotCalleePhones(params, reminderExtension),
          first: isFirstYemotTurn(params),
          hangup: turn.hangup,
          answerTo: turn.answerTo,
        })
        .catch((err: unknown) => {
          // Redis or the reports behind the reminder: the phone line's words for a service that is down.
          deps.log.error({ err, callId: turn.callId }, 'reminder call turn failed')
          return { prompt: callEnding(texts.unavailable), ended: undefined }
        })
      if (!reminder) return await service.turn(turn)
      if (reminder.ended) {
        const { runId, phone, outcome } = reminder.ended
        // The report is made; the run's screen catching up is not worth an apology to the callee.
        await reminders
          .callAnswered(runId, phone, outcome)
          .catch((err: unknown) => deps.log.warn({ err, runId }, 'reminder call outcome not recorded'))
      }
      return reminder.prompt
    } catch (err) {
      deps.log.warn({ err }, 'phone line request unreadable')
      return callEnding(texts.failure)
    }
  }

  const yemot = (reminderExtension: boolean) => async (ctx: Context) => {
    checkSecret(ctx, deps.ivr.secrets)
    const prompt = await yemotPrompt(ctx, reminderExtension)
    ctx.type = 'text/plain; charset=utf-8'
    ctx.body = renderYemot(prompt)
  }
  router.get('/yemot/:secret', yemot(false))
  router.post('/yemot/:secret', yemot(false))
  // The reminders' own extension (its api_link ends in /reminder): a call without a held reminder still
  // reaches the phone line.
  router.get('/yemot/:secret/reminder', yemot(true))
  router.post('/yemot/:secret/reminder', yemot(true))

  router.post('/json/:secret', async (ctx) => {
    checkSecret(ctx, deps.ivr.secrets)
    const body = validate(ivrJsonRequestSchema, ctx.request.body ?? {})
    ctx.body = renderJson(await service.turn(jsonTurn(body)))
  })
  // A reminder call's key press (the outbound call's own conversation, reminders/reminder-call.ts).
  router.post('/reminder/json/:secret', async (ctx) => {
    checkSecret(ctx, deps.ivr.secrets)
    const body = validate(reminderCallTurnSchema, ctx.request.body ?? {})
    ctx.body = await deps.reminders.conversation.answer(body.callId, body.digits)
  })
  return router
}
