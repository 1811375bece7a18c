import {
  DEFAULT_REMINDER_TEXT,
  fieldErrorOf,
  normalizePhone,
  personDisplayName,
  REMINDER_DATE_PLACEHOLDER,
  REMINDER_SYNAGOGUE_PLACEHOLDER,
  type InternalAccount,
  type Person,
  type ReminderNextRun,
  type ReminderPlaceCall,
  type ReminderRun,
  type ReminderRunDetail,
  type ReminderRunStart,
  type ReminderSetting,
  type ReminderSettingInput,
  type ReminderSettingsView,
  type ReminderTestCall,
} from '@seats/contracts'
import { AppError, consumeOrReject, fieldsError } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { addDays, israelToday, spokenShabbat, weekday } from '../calendar'
import { deletedAccounts } from '../accounts'
import { reportsRepo } from '../reports'
import {
  candleLighting,
  DEFAULT_CITY,
  dueRun,
  isReminderCity,
  isRestDay,
  israelHm,
  nextRun,
  REMINDER_CITIES,
  runDisplayName,
  STOP_MARGIN_MIN,
  tooLate,
} from './reminder-calendar'
import { callView, remindersRepo, type CallPerson, type StoredCall, type StoredRun } from './reminders.repo'
import { dailyCallCap } from './daily-call-cap'
import { optOuts } from './opt-outs'
import { phoneVerification } from './phone-verification'
import { providerFor } from './provider-for'
import type { ReminderScript } from './telephony'

export const DEFAULT_SETTING: ReminderSetting = {
  enabled: false,
  weekday: 5,
  hour: 10,
  minute: 0,
  audience: 'seated',
  personIds: [],
  dateTarget: 'shabbat',
  city: DEFAULT_CITY,
  text: DEFAULT_REMINDER_TEXT,
}

const runNotFound = () => new AppError('reminder_run_not_found')
const RUNS_SHOWN = 10
/**
 * Longer than any provider takes to answer a call request (YEMOT_TIMEOUT_MS and the local provider's whole
 * conversation): an attempt open longer died with its process.
 */
const PLACING_TIMEOUT_MS = 5 * 60_000

/** The spoken reminder: the synagogue and the date by name. */
export const reminderText = (text: string, synagogue: string, dateName: string): string =>
  text.replaceAll(REMINDER_SYNAGOGUE_PLACEHOLDER, synagogue).replaceAll(REMINDER_DATE_PLACEHOLDER, dateName)

export type RemindersService = ReturnType<typeof createRemindersService>

export function createRemindersService(deps: ReportingDeps) {
  const repo = remindersRepo(deps.db)
  const reports = reportsRepo(deps.db)

  function nextRunView(s: ReminderSetting): ReminderNextRun {
    const w = nextRun(s, deps.now())
    return {
      display: runDisplayName(w),
      day: w.day,
      startsAt: w.startsAt.toISOString(),
      shabbat: w.shabbat,
      candleLighting: w.candleLighting ? israelHm(w.candleLighting) : null,
      stopsAt: w.stopsAt ? israelHm(w.stopsAt) : null,
      latestStart: w.latestStart ? israelHm(w.latestStart) : null,
    }
  }

  /**
   * An attempt another delivery took is still open. Within PLACING_TIMEOUT_MS it is with the provider: look
   * again later. Older, its process died mid-call and it may have rung, so it is never placed again.
   */
  async function heldAttempt(call: StoredCall): Promise<ReminderPlaceCall> {
    const since = call.placingSince as Date
    if (deps.now().getTime() - since.getTime() < PLACING_TIMEOUT_MS)
      return { outcome: 'queued', retry: { reason: 'in_progress', count: call.attempts } }
    if (await repo.failIfWaiting(call.id, 'interrupted')) await progress(call.runId)
    return { outcome: (await repo.call(call.runId, call.phone))?.outcome ?? 'failed', retry: null }
  }

  async function runView(run: StoredRun): Promise<ReminderRun> {
    const { waiting: _waiting, ...counts } = await repo.counts(run.id)
    return {
      id: run.id,
      date: run.date,
      eventId: run.eventId,
      dateName: run.dateName,
      status: run.status,
      manual: run.manual,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      counts,
    }
  }

  /** Pushes the run as it is now; a run with nothing left to call is done. */
  async function progress(runId: number): Promise<void> {
    let run = await repo.run(null, runId)
    if (!run) return
    const counts = await repo.counts(runId)
    if (run.status === 'running' && counts.waiting === 0) {
      await repo.finishRun(runId, counts.notCalledShabbat + counts.notCalledCap > 0 ? 'stopped' : 'done')
      run = (await repo.run(null, runId)) ?? run
    }
    deps.realtime.emit(run.ownerId, 'reminderRunProgress', await runView(run))
  }

  /**
   * Today, if a call may ring now: never on Shabbat or a festival, nor after today's cut-off before
   * candle-lighting in the synagogue's city. A refusal names why, so the warden sees it.
   */
  function callingWindow(s: Pick<ReminderSetting, 'city'>): { today: string; stopsAt: Date | null } {
    const now = deps.now()
    const today = israelToday(now)
    if (isRestDay(today)) throw new AppError('no_calls_on_rest_day')
    const candle = candleLighting(today, s.city)
    const stopsAt = candle ? new Date(candle.getTime() - STOP_MARGIN_MIN * 60_000) : null
    if (stopsAt && now >= stopsAt)
      throw new AppError('reminder_calls_stopped', { params: { at: israelHm(stopsAt) } })
    return { today, stopsAt }
  }

  const stopped = optOuts(deps.db)
  const cap = dailyCallCap(deps.db)
  const verification = phoneVerification(deps)

  /** The cap's refusal, naming the cap. */
  const capReached = async (accountId: number) =>
    new AppError('daily_call_cap_reached', { params: { max: (await cap.capOf(accountId)).dailyCap } })

  /** The date the run is about: the week's Shabbat, or (dateTarget next) an event of the week before it. */
  async function resolveDate(accountId: number, s: ReminderSetting, day: string, shabbat: string) {
    if (s.dateTarget === 'next') {
      const events = (await deps.seating.events(accountId, day))
        .filter((e) => e.date >= day && e.date <= shabbat)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      const [first] = events
      if (first) return { date: first.date, eventId: first.id as number | null, dateName: first.name }
    }
    return { date: shabbat, eventId: null, dateName: spokenShabbat(shabbat) }
  }

  /** The phones to call: the audience, one row per phone; persons who already reported are left out. */
  async function callList(accountId: number, s: ReminderSetting, date: string, eventId: number | null) {
    const persons = (await deps.seating.persons(accountId)).filter((p: Person) => {
      if (!p.phone) return false
      if (s.audience === 'seated') return p.seats.length > 0
      if (s.audience === 'chosen') return s.personIds.includes(p.id)
      return true
    })
    const reported = new Set(
      (
        await reports.ofPersonsOnDates(
          accountId,
          persons.map((p) => p.id),
          [date],
        )
      )
        .filter((r) => r.eventId === eventId)
        .map((r) => r.personId),
    )
    const byPhone = new Map<string, { persons: CallPerson[]; waiting: number }>()
    for (const p of persons) {
      const phone = normalizePhone(p.phone)
      const entry = byPhone.get(phone) ?? { persons: [], waiting: 0 }
      if (!reported.has(p.id)) {
        entry.persons.push({ id: p.id, name: personDisplayName(p) })
        entry.waiting++
      }
      byPhone.set(phone, entry)
    }
    // A phone that asked never to be called again is not on any list.
    const optedOut = await stopped.among([...byPhone.keys()])
    return [...byPhone.entries()]
      .filter(([phone]) => !optedOut.has(phone))
      .map(([phone, e]) => ({
        phone,
        persons: e.persons,
        outcome: e.waiting > 0 ? ('queued' as const) : ('skipped_reported' as const),
      }))
  }

  async function script(
    run: StoredRun,
    call: StoredCall,
    persons: CallPerson[],
    account: InternalAccount,
  ): Promise<ReminderScript> {
    const s = (await repo.setting(run.ownerId)) ?? DEFAULT_SETTING
    return {
      accountId: run.ownerId,
      runId: run.id,
      phone: call.phone,
      text: reminderText(s.text, account.synagogueName || 'בית הכנסת', run.dateName),
      offer: { date: run.date, eventId: run.eventId, dateName: run.dateName, persons },
    }
  }

  async function createRun(
    accountId: number,
    s: ReminderSetting,
    window: { day: string; shabbat: string; stopsAt: Date | null },
    manualNo: number,
  ): Promise<StoredRun> {
    const target = await resolveDate(accountId, s, window.day, window.shabbat)
    const { run, created } = await repo.createRun({
      ownerId: accountId,
      weekShabbat: window.shabbat,
      manualNo,
      date: target.date,
      eventId: target.eventId,
      dateName: target.dateName,
      stopsAt: window.stopsAt,
    })
    if (created) {
      await repo.addCalls(run.id, accountId, await callList(accountId, s, run.date, run.eventId))
      await progress(run.id)
    }
    return run
  }

  return {
    /** `guest`: the caller's token says a demo or guest account, whose calls are only played locally. */
    async view(accountId: number, guest: boolean): Promise<ReminderSettingsView> {
      const saved = await repo.setting(accountId)
      const setting = saved ?? DEFAULT_SETTING
      return {
        setting,
        saved: saved !== null,
        nextRun: setting.enabled ? nextRunView(setting) : null,
        cities: Object.entries(REMINDER_CITIES).map(([name, c]) => ({ name, label: c.he })),
        runNowEnabled: deps.reminders.runNowEnabled,
        callsSimulated: guest,
        dailyCallCap: (await cap.capOf(accountId)).dailyCap,
      }
    },

    async save(
      accountId: number,
      input: ReminderSettingInput,
      guest: boolean,
    ): Promise<ReminderSettingsView> {
      if (!isReminderCity(input.city)) throw fieldsError([fieldErrorOf('city', 'city_unknown')])
      const late = tooLate(input, deps.now())
      if (late) throw fieldsError([fieldErrorOf('hour', 'reminder_too_late', late.params)])
      if (input.audience === 'chosen' && input.personIds.length > 0) {
        // Only the account's own worshippers: another id would be saved and silently never called.
        const own = new Set((await deps.seating.persons(accountId)).map((p) => p.id))
        if (input.personIds.some((id) => !own.has(id)))
          throw fieldsError([fieldErrorOf('personIds', 'person_not_listed')])
      }
      await deletedAccounts(deps.db).assertLive(accountId)
      await repo.saveSetting(accountId, input)
      await deps.reminders.queue.schedule(accountId, input.enabled ? input : null)
      return this.view(accountId, guest)
    },

    async runs(accountId: number): Promise<ReminderRun[]> {
      return Promise.all((await repo.lastRuns(accountId, RUNS_SHOWN)).map(runView))
    },

    async run(accountId: number, id: number): Promise<ReminderRunDetail> {
      const run = await repo.run(accountId, id)
      if (!run) throw runNotFound()
      return { ...(await runView(run)), calls: (await repo.calls(id)).map(callView) }
    },

    /**
     * One call to the warden's own phone: the text as it will sound, nothing to report. Only to a phone the
     * account verified with a code: the account's phone is typed at sign-up and may be anyone's.
     */
    async testCall(account: InternalAccount): Promise<ReminderTestCall> {
      const s = (await repo.setting(account.id)) ?? DEFAULT_SETTING
      const { today } = callingWindow(s)
      const phone = normalizePhone(account.phone)
      if (await stopped.has(phone)) throw new AppError('phone_opted_out')
      if (!(await verification.isVerified(account.id, phone))) throw new AppError('phone_not_verified')
      await consumeOrReject(deps.reminders.limits.testCallsPerAccount, String(account.id))
      await consumeOrReject(deps.reminders.limits.testCallsPerPhone, phone)
      if (!(await cap.take(account.id, today))) throw await capReached(account.id)
      const shabbat = addDays(today, 6 - weekday(today))
      const result = await providerFor(deps.reminders, account).place({
        accountId: account.id,
        runId: null,
        phone,
        text: reminderText(s.text, account.synagogueName, spokenShabbat(shabbat)),
        offer: null,
      })
      if (result.outcome === 'provider_error') await cap.release(account.id, today)
      return { phone, outcome: result.outcome === 'provider_error' ? 'failed' : result.outcome }
    },

    /** Development: a run now for this week's Shabbat, whatever the weekday (the cut-off still applies). */
    async runNow(accountId: number): Promise<ReminderRun> {
      if (!deps.reminders.runNowEnabled) throw new AppError('not_found')
      const s = (await repo.setting(accountId)) ?? DEFAULT_SETTING
      const { today, stopsAt } = callingWindow(s)
      await consumeOrReject(deps.reminders.limits.runsNowPerAccount, String(accountId))
      const shabbat = addDays(today, 6 - weekday(today))
      const run = await createRun(
        accountId,
        s,
        { day: today, shabbat, stopsAt },
        await repo.nextManualNo(accountId),
      )
      // The answer is the run before any call: the pushes that follow are always further along.
      const view = await runView(run)
      await deps.reminders.queue.runNow(accountId, run.id)
      return view
    },

    /**
     * The run job (internal): the run due now for the account (or the given one), created once per week,
     * and the phones still waiting. A repeat answers the same run and whatever is still to call.
     */
    async startRun(accountId: number, runId?: number): Promise<ReminderRunStart> {
      let run: StoredRun | null
      if (runId !== undefined) {
        run = await repo.run(accountId, runId)
      } else {
        const s = await repo.setting(accountId)
        const due = s?.enabled ? dueRun(s, deps.now()) : null
        if (!s || !due || (due.stopsAt && deps.now() >= due.stopsAt)) return { run: null, phones: [] }
        run = await createRun(accountId, s, due, 0)
      }
      if (!run || run.status !== 'running') return { run: null, phones: [] }
      const phones = (await repo.calls(run.id)).filter((c) => c.outcome === 'queued').map((c) => c.phone)
      return { run: { id: run.id, date: run.date }, phones }
    },

    /**
     * One attempt of one phone's call (internal). Past the cut-off nothing rings: every waiting call of the
     * run is "not called: Shabbat". Busy or no answer before the last attempt, or the provider refusing the
     * call: try again later. Attempts are counted here, so a job delivered twice never rings twice.
     */
    async placeCall(
      runId: number,
      phone: string,
      limits: { maxAttempts: number; maxProviderErrors: number },
    ): Promise<ReminderPlaceCall> {
      const run = await repo.run(null, runId)
      if (!run) throw runNotFound()
      const call = await repo.call(runId, phone)
      if (!call) throw new AppError('reminder_call_not_found')
      if (call.outcome !== 'queued') return { outcome: call.outcome, retry: null }
      if (call.placingSince) return heldAttempt(call)
      if (run.stopsAt && deps.now() >= run.stopsAt) {
        await repo.stopWaiting(runId)
        await progress(runId)
        return { outcome: 'not_called_shabbat', retry: null }
      }
      // Someone may have reported since the run began: only the others are offered.
      const reported = new Set(
        (
          await reports.ofPersonsOnDates(
            run.ownerId,
            call.persons.map((p) => p.id),
            [run.date],
          )
        )
          .filter((r) => r.eventId === run.eventId)
          .map((r) => r.personId),
      )
      const persons = call.persons.filter((p) => !reported.has(p.id))
      if (persons.length === 0) {
        await repo.setOutcome(call.id, 'skipped_reported')
        await progress(runId)
        return { outcome: 'skipped_reported', retry: null }
      }
      if (await stopped.has(phone)) {
        // It asked to be left alone after this run was made: nobody rings it.
        await repo.setOutcome(call.id, 'failed', 'opted_out')
        await progress(runId)
        return { outcome: 'failed', retry: null }
      }
      // Before the claim: while auth is away the call waits (the job is retried) rather than ring a guest's list.
      const account = await deps.accounts.get(run.ownerId)
      const today = israelToday(deps.now())
      if (!(await cap.take(run.ownerId, today))) {
        // The account's calls for today are spent: the rest of the run waits for no one and is told why.
        await repo.capWaiting(runId)
        await progress(runId)
        return { outcome: 'not_called_cap', retry: null }
      }
      if (!(await repo.claim(call.id, deps.now()))) {
        await cap.release(run.ownerId, today)
        const now = await repo.call(runId, phone)
        if (now?.placingSince) return heldAttempt(now)
        return { outcome: now?.outcome ?? 'queued', retry: null }
      }
      const attempt = call.attempts + 1
      const result = await providerFor(deps.reminders, account).place(
        await script(run, call, persons, account),
      )
      if (result.outcome === 'provider_error') {
        const errors = call.providerErrors + 1
        const reason = result.reason ?? 'provider_error'
        await repo.providerRefused(call.id, reason)
        await cap.release(run.ownerId, today)
        if (errors < limits.maxProviderErrors)
          return { outcome: 'queued', retry: { reason: 'provider_error', count: errors } }
        await repo.setOutcome(call.id, 'failed', reason)
        await progress(runId)
        return { outcome: 'failed', retry: null }
      }
      if (result.outcome === 'busy' || result.outcome === 'no_answer') {
        if (attempt < limits.maxAttempts) {
          await repo.setOutcome(call.id, 'queued', result.outcome)
          return { outcome: result.outcome, retry: { reason: result.outcome, count: attempt } }
        }
        await repo.setOutcome(call.id, 'failed', result.reason ?? result.outcome)
        await progress(runId)
        return { outcome: 'failed', retry: null }
      }
      await repo.setOutcome(
        call.id,
        result.outcome,
        result.outcome === 'failed' ? (result.reason ?? null) : null,
      )
      await progress(runId)
      return { outcome: result.outcome, retry: null }
    },

    /** A call placed through the provider was answered (1 pressed: reported): the run's screen shows it live. */
    async callAnswered(runId: number, phone: string, outcome: 'answered' | 'reported'): Promise<void> {
      if (await repo.settlePlaced(runId, phone, outcome)) await progress(runId)
    },

    setLocalBehaviour: (phone: string, behaviour: string) => repo.setLocalBehaviour(phone, behaviour),

    /** account.deleted: its setting, runs and scheduler go. */
    async purgeAccount(accountId: number): Promise<void> {
      await deps.reminders.queue.schedule(accountId, null)
      await repo.purgeAccount(accountId)
      await cap.purgeAccount(accountId)
    },
  }
}
