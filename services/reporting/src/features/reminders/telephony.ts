import { reminderCallReplySchema, type ReminderCallOutcome } from '@seats/contracts'
import type { Logger } from '@seats/kit'
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
}

export type CallResultOutcome = Extract<
  ReminderCallOutcome,
  'answered' | 'reported' | 'busy' | 'no_answer' | 'failed' | 'placed'
>
export interface CallResult {
  outcome: CallResultOutcome
  reason?: string
}

/** A telephony provider: places one call and answers how it went. */
export interface TelephonyProvider {
  name: string
  place(script: ReminderScript): Promise<CallResult>
}

/** The reminder's conversation, provider-neutral (reminder-call.ts); the local provider drives it. */
export interface ReminderConversation {
  start(script: ReminderScript): Promise<{ callId: string; say: string[] }>
  answer(callId: string, digits: string | null): Promise<{ say: string[]; outcome: 'answered' | 'reported' }>
}

export const localBehaviours = ['press_1', 'hangup', 'busy', 'no_answer'] as const
export type LocalBehaviour = (typeof localBehaviours)[number]

/**
 * Development and tests: records every call in the database (reminder_local_calls) and plays the callee as
 * told per phone (reminder_local_callees; default `fallback`): answers and presses 1, answers and hangs up,
 * busy, or no answer. An answered call runs the very same conversation a real one does, its key press sent
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
      let spoken: string[] = []
      let result: CallResult
      if (behaviour === 'busy' || behaviour === 'no_answer') {
        result = { outcome: behaviour }
      } else {
        const call = await deps.conversation.start(script)
        spoken = call.say
        const end = await answer(call.callId, behaviour === 'press_1' ? '1' : null)
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
  }
}

export interface YemotOptions {
  /** "<system number>:<password>" (Yemot's token form), never logged. */
  token: string
  callerId: string
  /** Our API extension, e.g. "ivr2:/7": the answered callee enters the phone line there. */
  ivrPath: string
  baseUrl: string
  timeoutMs: number
  log: Logger
}

/**
 * Yemot HaMashiach: CallExtensionBridging dials the phone and sends the answered callee into our API
 * extension, where the phone line's own flow offers the report. Success is `responseStatus === "OK"` in the
 * body; the answer arrives through the phone line, so the call is recorded as `placed`. A timeout is never
 * retried (everyone would ring twice): it is a final failure, to reconcile by hand.
 */
export function yemotProvider(opts: YemotOptions): TelephonyProvider {
  return {
    name: 'yemot',
    async place(script) {
      const params = new URLSearchParams({
        token: opts.token,
        phones: script.phone,
        ivrPath: opts.ivrPath,
        callerId: opts.callerId,
        callsTimeOut: '40',
      })
      let body: { responseStatus?: string; message?: string }
      try {
        const res = await fetch(`${opts.baseUrl}/CallExtensionBridging`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: params,
          signal: AbortSignal.timeout(opts.timeoutMs),
        })
        body = (await res.json().catch(() => ({}))) as typeof body
      } catch (err) {
        opts.log.warn(
          { err: (err as Error).name, phone: script.phone },
          'yemot call: no answer from the provider',
        )
        return { outcome: 'failed', reason: 'provider_timeout' }
      }
      if (body.responseStatus === 'OK') return { outcome: 'placed' }
      opts.log.warn({ status: body.responseStatus, message: body.message }, 'yemot call refused')
      return {
        outcome: 'failed',
        reason: `yemot: ${body.responseStatus ?? 'no status'} ${body.message ?? ''}`.trim(),
      }
    },
  }
}

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
