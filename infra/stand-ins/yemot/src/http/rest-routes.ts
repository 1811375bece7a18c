import Router from '@koa/router'
import type { Context } from 'koa'
import type { YemotStandInConfig } from '../app'
import { answerCall } from '../domain/answer-call'
import type { PlacedCall, YemotStore } from '../domain/store'

const FORM_LIMIT_BYTES = 64 * 1024
/** A phone as Yemot takes it: digits, an optional leading +, dashes and spaces dropped. */
const PHONE = /^\+?\d{7,15}$/

/** The request's parameters: the query, then a form or JSON body (Yemot takes either). */
async function requestParams(ctx: Context): Promise<Map<string, string>> {
  const params = new Map<string, string>()
  for (const [k, v] of Object.entries(ctx.query)) if (typeof v === 'string') params.set(k, v)
  if (ctx.method !== 'POST') return params
  let text = ''
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8')
    if (text.length > FORM_LIMIT_BYTES) ctx.throw(413, 'body too large')
  }
  if (ctx.is('json')) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(text) as Record<string, unknown>))
        if (typeof v === 'string' || typeof v === 'number') params.set(k, String(v))
    } catch {
      ctx.throw(400, 'body is not JSON')
    }
  } else for (const [k, v] of new URLSearchParams(text)) params.set(k, v)
  return params
}

const error = (message: string) => ({ responseStatus: 'ERROR', message })

/** `phones` ("a:b:c") split into the valid ones and, by phone, why the others were left out. */
function phonesOf(params: Map<string, string>): { valid: string[]; errors: Record<string, string> } {
  const phones = (params.get('phones') ?? '')
    .split(':')
    .map((p) => p.replace(/[\s-]/g, ''))
    .filter((p) => p !== '')
  const errors: Record<string, string> = {}
  for (const p of phones) if (!PHONE.test(p)) errors[p] = 'invalid phone'
  return { valid: phones.filter((p) => PHONE.test(p)), errors }
}

/**
 * Yemot's REST API under /ym/api/<Command>, GET or POST: every command checks `token` ("<system>:<password>")
 * first. CallExtensionBridging answers at once and then, as the real system does, dials each phone and sends
 * whoever answers into the extension at `ivrPath` (for an API extension: our API, turn by turn).
 */
export function restRoutes(
  store: YemotStore,
  config: YemotStandInConfig,
  running: Set<Promise<void>>,
): Router {
  const router = new Router({ prefix: '/ym/api' })

  const handle = async (ctx: Context) => {
    const params = await requestParams(ctx)
    if (params.get('token') !== `${config.systemNumber}:${config.password}`) {
      ctx.body = error('token is not valid')
      return
    }
    if (ctx.params.command === 'SendTTS') {
      ctx.body = sendTts(store, config, params)
      return
    }
    if (ctx.params.command === 'SendSms') {
      ctx.body = sendSms(store, config, params)
      return
    }
    if (ctx.params.command !== 'CallExtensionBridging') {
      ctx.body = error(`${ctx.params.command} is not offered by the stand-in`)
      return
    }
    const ivrPath = params.get('ivrPath') ?? ''
    if (!ivrPath.startsWith('ivr2:')) {
      ctx.body = error('ivrPath must be ivr2:/<extension>')
      return
    }
    const { valid, errors } = phonesOf(params)
    if (valid.length === 0) {
      ctx.body = error('no valid phones')
      return
    }
    const callerId = params.get('callerId') || config.systemNumber
    const callsTimeout = Number(params.get('callsTimeOut') ?? 30) || 30
    const campaignId = store.nextCampaignId()
    for (const phone of valid) {
      const call = store.record({
        campaignId,
        callId: '',
        phone,
        ivrPath,
        callerId,
        status: 'dialling',
        spoken: [],
        pressed: [],
        requests: 0,
        ended: null,
        protocolErrors: [],
        done: false,
      })
      const ringing = ring(store, config, call)
      running.add(ringing)
      void ringing.finally(() => running.delete(ringing))
    }
    ctx.body = {
      responseStatus: 'OK',
      message: '',
      module: 'CallExtensionBridging',
      callerId,
      callsCount: valid.length,
      bilingPerCall: 1,
      errors,
      callsTimeout,
      campaignId,
    }
  }
  router.get('/:command', handle)
  router.post('/:command', handle)
  return router
}

/** Characters Yemot's TTS cannot speak (INTEGRATIONS.md): kept as a protocol error, as the IVR would misread them. */
const UNSPEAKABLE = /[.\-"'&|]/

/**
 * SendTTS `{ token, phones, ttsMessage, callerId? }`: each phone is called and, if its callee answers, hears
 * the message once; no extension is entered. Answers `{ responseStatus, CampaignId, OKCalls, ErrorCalls }`.
 */
function sendTts(store: YemotStore, config: YemotStandInConfig, params: Map<string, string>) {
  const message = params.get('ttsMessage') ?? ''
  if (message.trim() === '') return error('ttsMessage is required')
  const phones = phonesOf(params).valid
  if (phones.length === 0) return error('no valid phones')
  const campaignId = store.nextCampaignId()
  for (const phone of phones) {
    const callee = store.callee(phone)
    store.record({
      campaignId,
      callId: '',
      phone,
      ivrPath: '',
      callerId: params.get('callerId') || config.systemNumber,
      status: callee.answer === 'answer' ? 'answered' : callee.answer,
      spoken: callee.answer === 'answer' ? [message] : [],
      pressed: [],
      requests: 0,
      ended: callee.answer === 'answer' ? 'reply_ended' : null,
      protocolErrors: UNSPEAKABLE.test(message) ? [`unspeakable text: ${message}`] : [],
      done: true,
    })
  }
  return { responseStatus: 'OK', CampaignId: campaignId, OKCalls: phones.length, ErrorCalls: 0 }
}

/**
 * SendSms `{ token, message, phones, from? }`: each valid phone gets the message from `from` (else the
 * system number); invalid phones are listed in `errors` and get nothing. Answers `{ responseStatus: "OK",
 * sendCount, oks, errors }`, OK even when no phone was valid (sendCount 0).
 */
function sendSms(store: YemotStore, config: YemotStandInConfig, params: Map<string, string>) {
  const message = params.get('message') ?? ''
  if (message.trim() === '') return error('message is required')
  if (!params.get('phones')?.trim()) return error('phones is required')
  const { valid, errors } = phonesOf(params)
  const from = params.get('from') || config.systemNumber
  const at = new Date().toISOString()
  for (const phone of valid) store.recordSms({ phone, from, message, at })
  return { responseStatus: 'OK', sendCount: valid.length, oks: valid, errors }
}

/** After the answer to the request: the phone rings, and the callee does as programmed. */
async function ring(store: YemotStore, config: YemotStandInConfig, call: PlacedCall): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, config.answerDelayMs))
  const callee = store.callee(call.phone)
  if (callee.answer !== 'answer') {
    call.status = callee.answer
    call.done = true
    return
  }
  const ext = store.extension(call.ivrPath)
  if (!ext) {
    // Not an API extension here: the callee hears whatever the system has there, nothing of ours.
    call.status = 'answered'
    call.protocolErrors.push(`no API extension at ${call.ivrPath}`)
    call.done = true
    return
  }
  await answerCall(call, ext, callee, {
    systemNumber: config.systemNumber,
    bridgedApiPhone: store.bridgedApiPhone,
  })
  config.log.info(
    { campaignId: call.campaignId, status: call.status, ended: call.ended, requests: call.requests },
    'call ended',
  )
}
