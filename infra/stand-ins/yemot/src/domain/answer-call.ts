import { randomUUID } from 'node:crypto'
import { heard, parseReply } from './protocol'
import type { ApiExtension, BridgedApiPhone, CalleeBehaviour, PlacedCall } from './store'

/** A call that keeps asking is cut here, as a caller would give up. */
const MAX_REQUESTS = 20
const REQUEST_TIMEOUT_MS = 10_000

export interface AnswerOptions {
  systemNumber: string
  bridgedApiPhone: BridgedApiPhone
}

/** "2026-11-26 08:00:00" in Israel time, as ApiTime is sent. */
function apiTime(now: Date): string {
  return now.toLocaleString('sv-SE', { timeZone: 'Asia/Jerusalem' })
}

async function ask(ext: ApiExtension, params: URLSearchParams): Promise<{ status: number; text: string }> {
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  const res = ext.post
    ? await fetch(ext.apiLink, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: params,
        signal,
      })
    : await fetch(`${ext.apiLink}${ext.apiLink.includes('?') ? '&' : '?'}${params}`, { signal })
  return { status: res.status, text: await res.text() }
}

/**
 * The answered callee inside an API extension, as Yemot runs it: the first request carries the call's
 * parameters; each reply is played (recorded in `spoken`); a `read` gets the callee's next key, sent back
 * under the read's variable on the next request, with every earlier answer again. The call ends on
 * go_to_folder=hangup, a reply without a question, the callee running out of keys, or a key the read
 * does not allow (the callee gives up); with api_hangup_send one more request says hangup=yes.
 */
export async function answerCall(
  call: PlacedCall,
  ext: ApiExtension,
  callee: CalleeBehaviour,
  opts: AnswerOptions,
  now = new Date(),
): Promise<void> {
  call.status = 'answered'
  call.callId = randomUUID()
  const swapped = opts.bridgedApiPhone === 'caller_id'
  const params = new URLSearchParams({
    ...ext.add,
    ApiCallId: call.callId,
    ApiYFCallId: call.callId,
    ApiDID: swapped ? call.phone : opts.systemNumber,
    ApiRealDID: swapped ? call.phone : opts.systemNumber,
    ApiPhone: swapped ? call.callerId : call.phone,
    ApiExtension: call.ivrPath.replace(/^ivr2:\/?/, ''),
    ApiEnterID: '',
    ApiEnterIDName: '',
    ApiTime: apiTime(now),
  })
  const keys = [...callee.digits]
  try {
    for (;;) {
      if (call.requests >= MAX_REQUESTS) {
        call.ended = 'turn_limit'
        break
      }
      call.requests += 1
      const { status, text } = await ask(ext, params)
      if (status !== 200) {
        call.protocolErrors.push(`our API answered HTTP ${status}`)
        call.ended = 'api_error'
        break
      }
      const reply = parseReply(text)
      call.protocolErrors.push(...reply.errors)
      call.spoken.push(...heard(reply.messages))
      if (reply.goTo === 'hangup' && !reply.read) {
        call.ended = 'hangup_command'
        break
      }
      if (!reply.read) {
        call.ended = 'reply_ended'
        break
      }
      call.spoken.push(...heard(reply.read.prompt))
      const key = keys.shift()
      if (key === undefined) {
        call.ended = 'callee_hung_up'
        break
      }
      if (reply.read.allowed && !reply.read.allowed.includes(key)) {
        call.ended = 'key_refused'
        break
      }
      call.pressed.push({ variable: reply.read.variable, digits: key })
      params.append(reply.read.variable, key)
    }
    if (ext.hangupSend) {
      params.set('hangup', 'yes')
      call.requests += 1
      await ask(ext, params)
    }
  } catch (err) {
    call.protocolErrors.push(`our API could not be reached: ${(err as Error).message}`)
    call.ended = 'api_error'
  } finally {
    call.done = true
  }
}
