import { normalizePhone } from '@seats/contracts'
import type { Logger, Redis } from '@seats/kit'
import { callEnding, type Prompt } from '../../platform/call-prompt'
import type { HeldReminders, ReminderConversation } from './telephony'

/**
 * A reminder rung through Yemot speaks in our API extension. Yemot's REST call carries no text, so the
 * script is held here for its phone before dialling (a short list per phone, oldest first: two synagogues
 * may ring one number at once); when Yemot calls our extension for the answered callee, its first request
 * takes the held reminder by the number it names, and the provider's call id keeps it for the call's turns.
 * What ApiPhone holds on a bridged call is not documented, so an extension of its own for reminders (api_link
 * ending in /reminder) also looks at ApiDID and ApiRealDID; the phone line's extension looks at ApiPhone only.
 */

/** How long a held reminder waits for its callee: the ring (40 s) and Yemot's own queue, with room. */
export const HELD_REMINDER_TTL_SEC = 300
/** The reminder's one question (the phone line's are val_N: the two never meet). */
const KEY_VAR = 'reminder_1'

/** One request of Yemot's API extension, as the reminders need it. */
export interface YemotReminderTurn {
  /** ApiCallId. */
  callId: string
  /** The numbers the request names that may be the callee's, in order of trust. */
  phones: string[]
  /** The request carries no answer to any question: the call's first turn. */
  first: boolean
  hangup: boolean
  answerTo(name: string): string | undefined
}

interface ReminderCallState {
  /** The reminder conversation's call id (reminder-call.ts). */
  reminderCallId: string
  /** The run's call it answers (null: a test call). */
  runId: number | null
  phone: string
  /** What the call ended with, repeated to a replayed request. */
  final: string[] | null
}

export function yemotReminderCalls(deps: {
  redis: Redis
  redisPrefix: string
  conversation: ReminderConversation
  /** How long a call's state is kept (the conversation's own TTL). */
  callTtlSec: number
  log: Logger
}): HeldReminders & { turn(t: YemotReminderTurn): Promise<YemotReminderReply | null> } {
  const heldKey = (phone: string) => `${deps.redisPrefix}:reminder:yemot:held:${phone}`
  const callKey = (apiCallId: string) => `${deps.redisPrefix}:reminder:yemot:call:${apiCallId}`
  const heldTtl = Math.min(HELD_REMINDER_TTL_SEC, deps.callTtlSec)

  const save = (apiCallId: string, state: ReminderCallState) =>
    deps.redis.set(callKey(apiCallId), JSON.stringify(state), 'EX', deps.callTtlSec)

  /** The oldest held reminder of the first of these numbers that has one still alive. */
  async function take(phones: string[]): Promise<ReminderCallState | null> {
    for (const phone of phones) {
      for (;;) {
        const id = await deps.redis.lpop(heldKey(phone))
        if (!id) break
        const opening = await deps.conversation.opening(id)
        if (opening) return { reminderCallId: id, runId: opening.runId, phone: opening.phone, final: null }
      }
    }
    return null
  }

  async function end(
    apiCallId: string,
    state: ReminderCallState,
    say: string[],
    outcome?: 'answered' | 'reported',
  ): Promise<YemotReminderReply> {
    await save(apiCallId, { ...state, final: say })
    const ended =
      outcome && state.runId !== null ? { runId: state.runId, phone: state.phone, outcome } : undefined
    return { prompt: callEnding(say), ...(ended ? { ended } : {}) }
  }

  return {
    async hold(script) {
      const phone = normalizePhone(script.phone)
      const { callId } = await deps.conversation.start(script)
      await deps.redis.multi().rpush(heldKey(phone), callId).expire(heldKey(phone), heldTtl).exec()
      return {
        release: async () => {
          await deps.redis.lrem(heldKey(phone), 1, callId)
        },
      }
    },

    /** One turn of a reminder call; null when the request is not one (the phone line takes it). */
    async turn(t) {
      const raw = await deps.redis.get(callKey(t.callId))
      let state = raw ? (JSON.parse(raw) as ReminderCallState) : null
      if (t.hangup) {
        if (!state) return null
        await deps.redis.del(callKey(t.callId))
        if (state.final) return { prompt: callEnding([]) }
        // Hung up before pressing anything: the reminder was heard.
        const reply = await deps.conversation.answer(state.reminderCallId, null)
        const { runId, phone } = state
        return {
          prompt: callEnding([]),
          ...(reply.say.length > 0 && runId !== null
            ? { ended: { runId, phone, outcome: reply.outcome } }
            : {}),
        }
      }
      if (!state) {
        if (!t.first) return null
        const phones = [...new Set(t.phones.map(normalizePhone).filter((p) => p.length >= 7))]
        state = await take(phones)
        if (!state) return null
        await save(t.callId, state)
        deps.log.info({ callId: t.callId, runId: state.runId }, 'reminder call answered')
      }
      if (state.final) return { prompt: callEnding(state.final) }

      const digits = t.answerTo(KEY_VAR)
      if (digits === undefined) {
        const opening = await deps.conversation.opening(state.reminderCallId)
        if (!opening) return end(t.callId, state, ['תודה ולהתראות'])
        if (!opening.keys) {
          // A test call: the text and its closing words, nothing to press.
          await deps.conversation.answer(state.reminderCallId, null)
          return end(t.callId, state, opening.say, 'answered')
        }
        return {
          prompt: {
            say: opening.say,
            ask: { var: KEY_VAR, maxDigits: 1, options: opening.keys },
            hangup: false,
          },
        }
      }
      const reply = await deps.conversation.answer(state.reminderCallId, digits)
      // Empty: a request that raced this one took the call; its ending stands.
      if (reply.say.length === 0) {
        const now = await deps.redis.get(callKey(t.callId))
        const ended = now ? (JSON.parse(now) as ReminderCallState).final : null
        return { prompt: callEnding(ended ?? ['תודה ולהתראות']) }
      }
      deps.log.info({ callId: t.callId, outcome: reply.outcome }, 'reminder call ended')
      return end(t.callId, state, reply.say, reply.outcome)
    },
  }
}
export type YemotReminderCalls = ReturnType<typeof yemotReminderCalls>

export interface YemotReminderReply {
  prompt: Prompt
  /** The run's call this turn ended, and how (the run's screen shows it). */
  ended?: { runId: number; phone: string; outcome: 'answered' | 'reported' }
}
