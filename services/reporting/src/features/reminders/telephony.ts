import { reminderCallReplySchema, type ReminderCallOutcome } from '@seats/contracts'
import type { Logger } from '@seats/kit'
import { OPT_OUT_KEY } from './reminder-call'
import type { CallPerson, RemindersRepo } from './reminders.repo'

/** What one reminder call says and offers. */
export interface ReminderScript {
  accountId: number
  /** Null for the warden's test call. */
  runId: number | null
  phone: string
  /** The reminder, placeholders filled in. */
  text: string
  /** Press 1 reports these persons' seats free for that date; null: nothing to report (a test call). */
  offer: { date: string; eventId: number | null; dateName: string; persons: CallPerson[] } | null
  /** The phone was texted its report link for this run: the call says so before its goodbye. */
  linkSent?: boolean
}

/** provider_error: the provider refused the request, so nothing rang and the call may be placed again. */
export type CallResultOutcome =
  | Extract<ReminderCallOutcome, 'answered' | 'reported' | 'busy' | 'no_answer' | 'failed' | 'placed'>
  | 'provider_error'
export interface CallResult {
  outcome: CallResultOutcome
  reason?: string
}

/** A verification code spoken to the account's phone. */
export interface CodeMessage {
  accountId: number
  phone: string
  code: string
}

/** A telephony provider: places one call and answers how it went; speaks a verification code. */
export interface TelephonyProvider {
  name: string
  place(script: ReminderScript): Promise<CallResult>
  /** True when the provider accepted the call that speaks the code. */
  sendCode(message: CodeMessage): Promise<boolean>
}

/** The code as spoken, digit by digit and twice (no dots or dashes: Yemot's TTS refuses them). */
export const spokenCode = (code: string): string => {
  const digits = code.split('').join(' ')
  return `קוד האימות שלכם הוא ${digits} שוב ${digits}`
}

/** The reminder's conversation, provider-neutral (reminder-call.ts); the local provider drives it. */
export interface ReminderConversation {
  start(script: ReminderScript): Promise<{ callId: string; say: string[] }>
  /** A started call's words and the keys it accepts (null: none, a test call), again; null once it ended. */
  opening(
    callId: string,
  ): Promise<{ say: string[]; keys: string[] | null; runId: number | null; phone: string } | null>
  answer(callId: string, digits: string | null): Promise<{ say: string[]; outcome: 'answered' | 'reported' }>
}

export const localBehaviours = [
  'press_1',
  'press_0',
  'hangup',
  'busy',
  'no_answer',
  'provider_error',
] as const
export type LocalBehaviour = (typeof localBehaviours)[number]

/**
 * Development and tests: records every call in the database (reminder_local_calls) and plays the callee as
 * told per phone (reminder_local_callees; default `fallback`): answers and presses 1 (or 0: never call again), answers and hangs up,
 * busy, or no answer; or the provider itself refuses the request (nothing rings, nothing is logged). An answered call runs the very same conversation a real one does, its key press sent
 * over HTTP to /api/ivr/reminder/json/:secret like a provider's callback (in process without IVR_SECRET).
 */
export function localProvider(deps: {
  repo: RemindersRepo
  conversation: ReminderConversation
  fallback: LocalBehaviour
  /** Where the callee's key press is sent, as a provider would (the JSON endpoint); unset: in process. */
  answer?: ReminderConversation['answer']
}): TelephonyProvider {
  const answer = deps.answer ?? deps.conversation.answer
  return {
    name: 'local',
    async place(script) {
      const behaviour = ((await deps.repo.localBehaviour(script.phone)) ?? deps.fallback) as LocalBehaviour
      if (behaviour === 'provider_error') return { outcome: 'provider_error', reason: 'local: refused' }
      let spoken: string[] = []
      let result: CallResult
      if (behaviour === 'busy' || behaviour === 'no_answer') {
        result = { outcome: behaviour }
      } else {
        const call = await deps.conversation.start(script)
        spoken = call.say
        const digits = behaviour === 'press_1' ? '1' : behaviour === 'press_0' ? OPT_OUT_KEY : null
        const end = await answer(call.callId, digits)
        spoken = [...spoken, ...end.say]
        result = { outcome: end.outcome }
      }
      await deps.repo.logLocalCall({
        ownerId: script.accountId,
        runId: script.runId,
        phone: script.phone,
        behaviour,
        spoken: spoken.join(' | '),
      })
      return result
    },
    // Recorded like a call, so tests and local development read the code from reminder_local_calls.
    async sendCode(message) {
      const behaviour = ((await deps.repo.localBehaviour(message.phone)) ?? deps.fallback) as LocalBehaviour
      if (behaviour === 'provider_error') return false
      await deps.repo.logLocalCall({
        ownerId: message.accountId,
        runId: null,
        phone: message.phone,
        behaviour: 'code',
        spoken: spokenCode(message.code),
      })
      return true
    },
  }
}

export interface YemotOptions {
  /** "<system number>:<password>" (Yemot's token form), never logged. */
  token: string
  callerId: string
  /**
   * Our API extension, e.g. "ivr2:/8": the answered callee is sent there and hears the reminder. Best an
   * extension of its own whose api_link ends in /reminder (see yemot-reminder-calls.ts); the phone line's
   * own extension works too while Yemot sends the callee's number as ApiPhone.
   */
  ivrPath: string
  baseUrl: string
  timeoutMs: number
  log: Logger
}

/** Where a reminder waits for Yemot to call our API extension for the answered callee. */
export interface HeldReminders {
  /** Keeps the script for its phone; `release` forgets it when nothing was placed. */
  hold(script: ReminderScript): Promise<{ release(): Promise<void> }>
}

/**
 * Yemot HaMashiach: CallExtensionBridging dials the phone and sends the answered callee into our API
 * extension, which speaks the reminder and takes the key press (the script is held for that phone first).
 * Success is `responseStatus === "OK"` in the body; the answer arrives through the API extension, so the
 * call is recorded as `placed`. Any other answer, or no connection at all, placed nothing: `provider_error`,
 * tried again later. A timeout is never retried (the call may have rung): it is a final failure, to
 * reconcile by hand, and its script stays held in case it did ring.
 */
export function yemotProvider(opts: YemotOptions, reminders: HeldReminders): TelephonyProvider {
  return {
    name: 'yemot',
    async place(script) {
      let held: { release(): Promise<void> }
      try {
        held = await reminders.hold(script)
      } catch (err) {
        // Without the script held the callee would hear nothing of it: nothing is dialled, tried again later.
        opts.log.warn({ err, phone: script.phone }, 'yemot call: reminder not held')
        return { outcome: 'provider_error', reason: 'yemot: reminder not held' }
      }
      // Nothing rang: the held script goes (should Redis fail here, it expires by itself).
      const release = () => held.release().catch(() => undefined)
      const params = new URLSearchParams({
        token: opts.token,
        phones: script.phone,
        ivrPath: opts.ivrPath,
        callerId: opts.callerId,
        callsTimeOut: '40',
      })
      let res: Response
      try {
        res = await fetch(`${opts.baseUrl}/CallExtensionBridging`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: params,
          signal: AbortSignal.timeout(opts.timeoutMs),
        })
      } catch (err) {
        // Never connected: the request did not reach the provider, so nothing rang.
        if (neverConnected(err)) {
          await release()
          return { outcome: 'provider_error', reason: 'yemot: unreachable' }
        }
        opts.log.warn(
          { err: (err as Error).name, phone: script.phone },
          'yemot call: no answer from the provider',
        )
        return { outcome: 'failed', reason: 'provider_timeout' }
      }
      const body = (await res.json().catch(() => ({}))) as { responseStatus?: string; message?: string }
      if (body.responseStatus === 'OK') return { outcome: 'placed' }
      await release()
      opts.log.warn(
        { http: res.status, status: body.responseStatus, message: body.message },
        'yemot call refused',
      )
      // The provider answered without "OK": it placed nothing, so the call may be tried again later.
      return {
        outcome: 'provider_error',
        reason: `yemot: ${body.responseStatus ?? `HTTP ${res.status}`} ${body.message ?? ''}`.trim(),
      }
    },
    sendCode: (message) => yemotSendCode(opts, message),
  }
}

/**
 * Yemot's SendTTS speaks the code to the phone; sent only on `responseStatus === "OK"`. A code is never
 * re-sent on its own after a failure or a timeout: the warden asks again.
 */
async function yemotSendCode(opts: YemotOptions, message: CodeMessage): Promise<boolean> {
  try {
    const res = await fetch(`${opts.baseUrl}/SendTTS`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: opts.token,
        callerId: opts.callerId,
        phones: message.phone,
        ttsMessage: spokenCode(message.code),
      }),
      signal: AbortSignal.timeout(opts.timeoutMs),
    })
    const body = (await res.json().catch(() => ({}))) as { responseStatus?: string; message?: string }
    if (body.responseStatus === 'OK') return true
    opts.log.warn(
      { http: res.status, status: body.responseStatus, message: body.message },
      'yemot code refused',
    )
    return false
  } catch (err) {
    opts.log.warn({ err: (err as Error).name }, 'yemot code: no answer from the provider')
    return false
  }
}

const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
/** fetch failed before a connection was made (undici puts the system error in `cause`). */
const neverConnected = (err: unknown): boolean =>
  NOT_CONNECTED.has(String((err as { cause?: { code?: string } }).cause?.code))

/** A callee's key press sent to the reminder call's JSON endpoint, as a provider's callback. */
export function httpAnswer(
  url: () => string | undefined,
  fallback: ReminderConversation['answer'],
): ReminderConversation['answer'] {
  return async (callId, digits) => {
    const target = url()
    if (!target) return fallback(callId, digits)
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callId, digits }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`reminder call turn answered ${res.status}`)
    return reminderCallReplySchema.parse(await res.json())
  }
}
