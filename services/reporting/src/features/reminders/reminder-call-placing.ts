import { isMobilePhone, type InternalAccount, type ReminderPlaceCall } from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { israelToday } from '../calendar'
import { reportLinkSender, type ReportLinkSender } from '../report-links'
import { reportsRepo } from '../reports'
import { dailyCallCap } from './daily-call-cap'
import { optOuts } from './opt-outs'
import { providerFor } from './provider-for'
import { DEFAULT_SETTING, reminderText } from './reminder-setting'
import type { ReminderRuns } from './reminder-runs'
import { remindersRepo, type CallPerson, type StoredCall, type StoredRun } from './reminders.repo'
import type { ReminderScript } from './telephony'

/**
 * Longer than any provider takes to answer a call request (YEMOT_TIMEOUT_MS and the local provider's whole
 * conversation): an attempt open longer died with its process.
 */
const PLACING_TIMEOUT_MS = 5 * 60_000

/** What the provider is asked to say on one call of a run. */
async function scriptOf(
  repo: ReturnType<typeof remindersRepo>,
  links: ReportLinkSender,
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
    linkSent: s.sendLink && isMobilePhone(call.phone) ? await linkFor(repo, links, call, account) : false,
  }
}

/**
 * The run texts each mobile its report link once, on the call's first try; a retry (busy, no answer, the
 * provider refusing) says so again without texting twice.
 */
async function linkFor(
  repo: ReturnType<typeof remindersRepo>,
  links: ReportLinkSender,
  call: StoredCall,
  account: InternalAccount,
): Promise<boolean> {
  if (call.linkSent) return true
  if (call.attempts > 0 || call.providerErrors > 0) return false
  if (!(await links.send(account, call.phone, null))) return false
  await repo.linkSent(call.id)
  return true
}

/** One attempt of one phone's call of a run: the workers' step, safe to deliver twice. */
export function reminderCallPlacing(
  deps: Pick<ReportingDeps, 'db' | 'accounts' | 'reminders' | 'now' | 'sms' | 'reportLinks' | 'log'>,
  runs: ReminderRuns,
) {
  const repo = remindersRepo(deps.db)
  const links = reportLinkSender(deps)
  const reports = reportsRepo(deps.db)
  const stopped = optOuts(deps.db)
  const cap = dailyCallCap(deps.db)

  /**
   * An attempt another delivery took is still open. Within PLACING_TIMEOUT_MS it is with the provider: look
   * again later. Older, its process died mid-call and it may have rung, so it is never placed again.
   */
  async function heldAttempt(call: StoredCall): Promise<ReminderPlaceCall> {
    const since = call.placingSince as Date
    if (deps.now().getTime() - since.getTime() < PLACING_TIMEOUT_MS)
      return { outcome: 'queued', retry: { reason: 'in_progress', count: call.attempts } }
    if (await repo.failIfWaiting(call.id, 'interrupted')) await runs.progress(call.runId)
    return { outcome: (await repo.call(call.runId, call.phone))?.outcome ?? 'failed', retry: null }
  }

  /**
   * Past the cut-off nothing rings: every waiting call of the run is "not called: Shabbat". Busy or no answer
   * before the last attempt, or the provider refusing the call: try again later. Attempts are counted here,
   * so a job delivered twice never rings twice.
   */
  async function place(
    runId: number,
    phone: string,
    limits: { maxAttempts: number; maxProviderErrors: number },
  ): Promise<ReminderPlaceCall> {
    const run = await repo.run(null, runId)
    if (!run) throw new AppError('reminder_run_not_found')
    const call = await repo.call(runId, phone)
    if (!call) throw new AppError('reminder_call_not_found')
    if (call.outcome !== 'queued') return { outcome: call.outcome, retry: null }
    if (call.placingSince) return heldAttempt(call)
    if (run.stopsAt && deps.now() >= run.stopsAt) {
      await repo.stopWaiting(runId)
      await runs.progress(runId)
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
      await runs.progress(runId)
      return { outcome: 'skipped_reported', retry: null }
    }
    if (await stopped.has(phone)) {
      // It asked to be left alone after this run was made: nobody rings it.
      await repo.setOutcome(call.id, 'failed', 'opted_out')
      await runs.progress(runId)
      return { outcome: 'failed', retry: null }
    }
    // Before the claim: while auth is away the call waits (the job is retried) rather than ring a guest's list.
    const account = await deps.accounts.get(run.ownerId)
    const today = israelToday(deps.now())
    if (!(await cap.take(run.ownerId, today))) {
      // The account's calls for today are spent: the rest of the run waits for no one and is told why.
      await repo.capWaiting(runId)
      await runs.progress(runId)
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
      await scriptOf(repo, links, run, call, persons, account),
    )
    if (result.outcome === 'provider_error') {
      const errors = call.providerErrors + 1
      const reason = result.reason ?? 'provider_error'
      await repo.providerRefused(call.id, reason)
      await cap.release(run.ownerId, today)
      if (errors < limits.maxProviderErrors)
        return { outcome: 'queued', retry: { reason: 'provider_error', count: errors } }
      await repo.setOutcome(call.id, 'failed', reason)
      await runs.progress(runId)
      return { outcome: 'failed', retry: null }
    }
    if (result.outcome === 'busy' || result.outcome === 'no_answer') {
      if (attempt < limits.maxAttempts) {
        await repo.setOutcome(call.id, 'queued', result.outcome)
        return { outcome: result.outcome, retry: { reason: result.outcome, count: attempt } }
      }
      await repo.setOutcome(call.id, 'failed', result.reason ?? result.outcome)
      await runs.progress(runId)
      return { outcome: 'failed', retry: null }
    }
    await repo.setOutcome(
      call.id,
      result.outcome,
      result.outcome === 'failed' ? (result.reason ?? null) : null,
    )
    await runs.progress(runId)
    return { outcome: result.outcome, retry: null }
  }

  return {
    /** One attempt, answered with the call's attempts so far for the workers' log. */
    async place(...args: Parameters<typeof place>): Promise<ReminderPlaceCall> {
      const result = await place(...args)
      const call = await repo.call(args[0], args[1])
      return { ...result, attempts: call?.attempts ?? 0 }
    },
  }
}
