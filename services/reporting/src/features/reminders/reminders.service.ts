import {
  changeSubject,
  fieldErrorOf,
  normalizePhone,
  type ChangeAuthor,
  type InternalAccount,
  type ReminderPlaceCall,
  type ReminderRun,
  type ReminderRunDetail,
  type ReminderRunStart,
  type ReminderSettingInput,
  type ReminderSettingsView,
  type ReminderTestCall,
} from '@seats/contracts'
import { AppError, consumeOrReject, fieldsError } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { addDays, spokenShabbat, weekday } from '../calendar'
import { deletedAccounts } from '../accounts'
import { createActivityService } from '../activity'
import { callingWindow } from './calling-window'
import { dailyCallCap } from './daily-call-cap'
import { optOuts } from './opt-outs'
import { phoneVerification } from './phone-verification'
import { providerFor } from './provider-for'
import { reminderCallPlacing } from './reminder-call-placing'
import { planEarlyRuns } from './early-runs'
import { isReminderCity, REMINDER_CITIES } from './reminder-calendar'
import { reminderRuns } from './reminder-runs'
import { DEFAULT_SETTING, differingWeeksView, nextRunView, reminderText } from './reminder-setting'
import { callView, remindersRepo, type StoredRun } from './reminders.repo'
import { dueRun } from './week-runs'

const runNotFound = () => new AppError('reminder_run_not_found')
const RUNS_SHOWN = 10

export type RemindersService = ReturnType<typeof createRemindersService>

/** An account's reminders: its setting, its runs and their calls, a test call to the warden. */
export function createRemindersService(deps: ReportingDeps) {
  const repo = remindersRepo(deps.db)
  const runs = reminderRuns(deps)
  const placing = reminderCallPlacing(deps, runs)
  const stopped = optOuts(deps.db)
  const cap = dailyCallCap(deps.db)
  const verification = phoneVerification(deps)
  const activity = createActivityService(deps)

  /** The cap's refusal, naming the cap. */
  const capReached = async (accountId: number) =>
    new AppError('daily_call_cap_reached', { params: { max: (await cap.capOf(accountId)).dailyCap } })

  return {
    /** `guest`: the caller's token says a demo or guest account, whose calls are only played locally. */
    async view(accountId: number, guest: boolean): Promise<ReminderSettingsView> {
      const saved = await repo.setting(accountId)
      const setting = saved ?? DEFAULT_SETTING
      const now = deps.now()
      return {
        setting,
        saved: saved !== null,
        nextRun: setting.enabled ? nextRunView(setting, now) : null,
        differingWeeks: differingWeeksView(setting, now),
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
      author?: ChangeAuthor,
    ): Promise<ReminderSettingsView> {
      // Any time is taken: a week whose candle-lighting comes too soon after it runs earlier or is skipped.
      if (!isReminderCity(input.city)) throw fieldsError([fieldErrorOf('city', 'city_unknown')])
      if (input.audience === 'chosen' && input.personIds.length > 0) {
        // Only the account's own worshippers: another id would be saved and silently never called.
        const own = new Set((await deps.seating.persons(accountId)).map((p) => p.id))
        if (input.personIds.some((id) => !own.has(id)))
          throw fieldsError([fieldErrorOf('personIds', 'person_not_listed')])
      }
      await deletedAccounts(deps.db).assertLive(accountId)
      await repo.saveSetting(accountId, input)
      await deps.reminders.queue.schedule(accountId, input.enabled ? input : null)
      await planEarlyRuns(deps.reminders.queue, accountId, input, deps.now())
      if (author)
        await activity.record(accountId, {
          ...author,
          action: 'reminders.update',
          subject: changeSubject.reminders(),
          details: {},
        })
      return this.view(accountId, guest)
    },

    async runs(accountId: number): Promise<ReminderRun[]> {
      return Promise.all((await repo.lastRuns(accountId, RUNS_SHOWN)).map(runs.view))
    },

    async run(accountId: number, id: number): Promise<ReminderRunDetail> {
      const run = await repo.run(accountId, id)
      if (!run) throw runNotFound()
      return { ...(await runs.view(run)), calls: (await repo.calls(id)).map(callView) }
    },

    /**
     * One call to the warden's own phone: the text as it will sound, nothing to report. Only to a phone the
     * account verified with a code: the account's phone is typed at sign-up and may be anyone's.
     */
    async testCall(account: InternalAccount): Promise<ReminderTestCall> {
      const s = (await repo.setting(account.id)) ?? DEFAULT_SETTING
      const { today } = callingWindow(s, deps.now())
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
      const { today, stopsAt } = callingWindow(s, deps.now())
      await consumeOrReject(deps.reminders.limits.runsNowPerAccount, String(accountId))
      const shabbat = addDays(today, 6 - weekday(today))
      const run = await runs.create(
        accountId,
        s,
        { day: today, shabbat, stopsAt },
        await repo.nextManualNo(accountId),
      )
      // The answer is the run before any call: the pushes that follow are always further along.
      const view = await runs.view(run)
      await deps.reminders.queue.runNow(accountId, run.id)
      return view
    },

    /**
     * The run job (internal): the run due now for the account (or the given one), created once per week,
     * and the phones still waiting. A repeat answers the same run and whatever is still to call. The
     * scheduler's daily job also plans the one-shot jobs of the coming weeks that run earlier.
     */
    async startRun(accountId: number, runId?: number): Promise<ReminderRunStart> {
      let run: StoredRun | null
      if (runId !== undefined) {
        run = await repo.run(accountId, runId)
      } else {
        const s = await repo.setting(accountId)
        const now = deps.now()
        // A plan not made now is made on the next day's firing or save: the run itself goes on.
        await planEarlyRuns(deps.reminders.queue, accountId, s, now).catch((err: unknown) =>
          deps.log.warn({ err, accountId }, 'late weeks: reminder runs not planned'),
        )
        const due = s?.enabled ? dueRun(s, now) : null
        if (!s || !due || (due.stopsAt && now >= due.stopsAt)) return { run: null, phones: [] }
        run = await runs.create(accountId, s, due, 0)
      }
      if (!run || run.status !== 'running') return { run: null, phones: [] }
      const phones = (await repo.calls(run.id)).filter((c) => c.outcome === 'queued').map((c) => c.phone)
      return { run: { id: run.id, date: run.date }, phones }
    },

    /** One attempt of one phone's call (internal): see `reminderCallPlacing`. */
    placeCall: (
      runId: number,
      phone: string,
      limits: { maxAttempts: number; maxProviderErrors: number },
    ): Promise<ReminderPlaceCall> => placing.place(runId, phone, limits),

    /** A call placed through the provider was answered (1 pressed: reported): the run's screen shows it live. */
    async callAnswered(runId: number, phone: string, outcome: 'answered' | 'reported'): Promise<void> {
      if (await repo.settlePlaced(runId, phone, outcome)) await runs.progress(runId)
    },

    setLocalBehaviour: (phone: string, behaviour: string) => repo.setLocalBehaviour(phone, behaviour),

    /** account.deleted: its setting, runs, scheduler and planned runs go. */
    async purgeAccount(accountId: number): Promise<void> {
      await deps.reminders.queue.schedule(accountId, null)
      await planEarlyRuns(deps.reminders.queue, accountId, null, deps.now())
      await repo.purgeAccount(accountId)
      await cap.purgeAccount(accountId)
    },
  }
}
