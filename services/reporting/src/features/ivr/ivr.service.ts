import { normalizePhone, REGULAR_EVENT_TYPE, REVERSE_EVENT_TYPE, type SeatEvent } from '@seats/contracts'
import { AppError, consumeOrReject } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { callEnding, type Prompt } from '../../platform/call-prompt'
import { israelToday, offeredDays, phoneShabbat, type OfferedDay } from '../calendar'
import { isReverseEvent } from '../dates'
import { reportsRepo, createReportsService } from '../reports'
import {
  answer,
  failedEffect,
  repeat,
  startCall,
  texts,
  type CallContext,
  type DateChoice,
  type Effect,
  type ReportRef,
  type Transition,
} from './call-flow'
import { findCaller } from './caller-lookup'
import { callSessions } from './call-sessions'

/** One request of a call, as an adapter understood it. */
export interface CallTurn {
  /** Which adapter: call ids of different providers never meet. */
  adapter: 'yemot' | 'json'
  callId: string
  /** The calling number as the provider sent it. */
  phone: string
  /** The caller hung up: forget the call. */
  hangup: boolean
  /** The caller's answer to the question named `name`; undefined when this request carries none (a replay). */
  answerTo(name: string): string | undefined
}

const hangUp = callEnding
/** Longer numbers are no one's (international numbers have at most 15 digits). */
const MAX_PHONE_DIGITS = 15

/** Runs the call flow for one request: state from Redis, context from seating, effects through the reports service. */
export function createIvrService(deps: ReportingDeps) {
  const sessions = callSessions(deps.redis, deps.redisPrefix, deps.ivr.callTtlSec)
  const reports = createReportsService(deps)
  const repo = reportsRepo(deps.db)

  /** Everything the call may offer, loaded once at its start: the caller's persons, dates and existing reports. */
  async function loadContext(phone: string): Promise<CallContext> {
    const now = deps.now()
    const today = israelToday(now)
    // The Shabbat ahead and the yom tov days of its week, named as the date selector names them.
    const days = offeredDays(today, phoneShabbat(now), true, 1)
    const choice = (d: OfferedDay): DateChoice => ({
      date: d.date,
      eventId: null,
      accountId: null,
      name: d.name,
      reverse: false,
    })
    const shabbat = choice(days.find((d) => d.kind === 'shabbat') as OfferedDay)
    const holidays = days.filter((d) => d.kind === 'holiday').map(choice)
    const { synagogues, persons } = await findCaller(deps, phone)
    if (persons.length === 0) return { synagogues, persons, shabbat, holidays, events: [], reported: [] }

    const accounts = synagogues.map((s) => s.accountId)
    const events = (
      await Promise.all(
        accounts.map(async (accountId) =>
          (await deps.seating.events(accountId, today)).map((e): DateChoice => ({
            date: e.date,
            eventId: e.id,
            accountId,
            name: e.name,
            reverse: isReverseEvent(e),
          })),
        ),
      )
    )
      .flat()
      .sort((a, b) => a.date.localeCompare(b.date) || (a.eventId ?? 0) - (b.eventId ?? 0))
    const offered = [shabbat, ...holidays, ...events]
    const dates = [...new Set(offered.map((c) => c.date))]
    const existing = await Promise.all(
      accounts.map(async (accountId) => {
        const ids = persons.filter((p) => p.accountId === accountId).map((p) => p.id)
        return (await repo.ofPersonsOnDates(accountId, ids, dates)).map((r): ReportRef => ({
          accountId,
          personId: r.personId,
          date: r.date,
          eventId: r.eventId,
        }))
      }),
    )
    const reported = existing
      .flat()
      .filter((r) => offered.some((c) => c.date === r.date && c.eventId === r.eventId))
    return { synagogues, persons, shabbat, holidays, events, reported }
  }

  /** Creates or cancels through the same service as the browser (source phone), so the warden sees it live. */
  async function perform(effect: Effect, ctx: CallContext): Promise<void> {
    const [accountId, ...others] = new Set(effect.reports.map((r) => r.accountId))
    // One choice never acts in two synagogues; the flow never asks it to, and this makes sure.
    if (others.length > 0) throw new Error('a call effect spans several accounts')
    if (accountId === undefined) return
    if (effect.kind === 'cancel') {
      await reports.cancel(accountId, effect.reports)
      return
    }
    for (const ref of effect.reports) {
      const person = ctx.persons.find((p) => p.id === ref.personId && p.accountId === ref.accountId)
      const choice = ctx.events.find((e) => e.eventId === ref.eventId && e.accountId === ref.accountId)
      const event: SeatEvent | null =
        ref.eventId === null || !choice
          ? null
          : {
              id: ref.eventId,
              name: choice.name,
              date: choice.date,
              type: choice.reverse ? REVERSE_EVENT_TYPE : REGULAR_EVENT_TYPE,
            }
      await reports.create(
        ref.accountId,
        { personId: ref.personId, date: ref.date, eventId: ref.eventId, source: 'phone' },
        { ...(person ? { person } : {}), event },
      )
    }
  }

  async function turn(t: CallTurn): Promise<Prompt> {
    if (t.hangup) {
      await sessions.drop(t.adapter, t.callId)
      return hangUp([])
    }
    const phone = normalizePhone(t.phone)
    // A withheld number arrives empty or as a word; it cannot be anyone's.
    if (phone.length < 7 || phone.length > MAX_PHONE_DIGITS) return hangUp(texts.hiddenNumber)
    try {
      await consumeOrReject(deps.ivr.limiter, phone)
    } catch (err) {
      if (err instanceof AppError && err.code === 'rate_limited') return hangUp(texts.rateLimited)
      throw err
    }

    const state = await sessions.load(t.adapter, t.callId)
    let next: Transition
    if (!state) {
      next = startCall(await loadContext(phone))
      deps.log.info(
        { callId: t.callId, adapter: t.adapter, persons: next.state?.ctx.persons.length ?? 0 },
        'call started',
      )
    } else {
      const digits = t.answerTo(`val_${state.turn}`)
      if (digits === undefined) return repeat(state)
      next = answer(state, digits)
    }
    if (next.effect && next.state) {
      try {
        await perform(next.effect, next.state.ctx)
        deps.log.info(
          { callId: t.callId, effect: next.effect.kind, reports: next.effect.reports.length },
          'call effect done',
        )
      } catch (err) {
        deps.log.error({ err, callId: t.callId }, 'call effect failed')
        next = failedEffect(next.state)
      }
    }
    if (next.state) await sessions.save(t.adapter, t.callId, next.state)
    return next.prompt
  }

  return {
    /** One turn of a call; whatever goes wrong, the caller hears an apology rather than silence. */
    async turn(t: CallTurn): Promise<Prompt> {
      try {
        return await turn(t)
      } catch (err) {
        // What fails here is what the call needs (seating, the database, Redis): the caller is told to call
        // again in a few minutes, in the gateway's words for a service that is down.
        deps.log.error({ err, callId: t.callId, adapter: t.adapter }, 'call turn failed')
        return hangUp(texts.unavailable)
      }
    },
  }
}
export type IvrService = ReturnType<typeof createIvrService>
