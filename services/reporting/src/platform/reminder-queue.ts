import {
  REMINDER_RUN_JOB,
  REMINDERS_QUEUE,
  reminderEarlyRunJobId,
  reminderSchedulerId,
  type ReminderRunJob,
} from '@seats/contracts'
import { Queue } from 'bullmq'

/** The reminders queue as reporting uses it: one job scheduler per account, late weeks' runs, "run now". */
export interface ReminderQueue {
  /** Upserts the account's scheduler (Israel time), or removes it (null: reminders off or account gone). */
  schedule(accountId: number, timing: { hour: number; minute: number } | null): Promise<void>
  /**
   * The week's one-shot run job at `at` (its latest safe start, before the setting's time), or none (null).
   * The same plan again keeps the job; another replaces it. `now` is the service's clock (the delay's start).
   */
  planEarly(accountId: number, shabbat: string, at: Date | null, now: Date): Promise<void>
  /** A run job for a run that already exists (deterministic id: enqueued once). */
  runNow(accountId: number, runId: number): Promise<void>
  close(): Promise<void>
}

/**
 * The scheduler fires at the setting's time on every day from Sunday to Friday: the run job asks reporting
 * whether a run is due that day (the setting's weekday, or the weekday before a festival), so a festival
 * that moves the run needs no other schedule. A week whose run starts earlier (the setting's time is too
 * late for its candle-lighting) gets a delayed job of its own, planned again on every firing and every save.
 */
export function createReminderQueue(opts: { redisUrl: string; prefix: string }): ReminderQueue {
  const queue = new Queue(REMINDERS_QUEUE, {
    connection: { url: opts.redisUrl, maxRetriesPerRequest: null },
    prefix: opts.prefix,
  })
  // Reporting unreachable for a while must not lose the week's run: about 20 minutes of tries.
  const jobOpts = {
    attempts: 8,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: 100,
    removeOnFail: 500,
  }
  return {
    async schedule(accountId, timing) {
      if (!timing) {
        await queue.removeJobScheduler(reminderSchedulerId(accountId))
        return
      }
      const data: ReminderRunJob = { accountId }
      await queue.upsertJobScheduler(
        reminderSchedulerId(accountId),
        { pattern: `${timing.minute} ${timing.hour} * * 0-5`, tz: 'Asia/Jerusalem' },
        { name: REMINDER_RUN_JOB, data, opts: jobOpts },
      )
    },
    async planEarly(accountId, shabbat, at, now) {
      const jobId = reminderEarlyRunJobId(accountId, shabbat)
      const job = await queue.getJob(jobId)
      const startsAt = at?.toISOString()
      if (job && startsAt && (job.data as ReminderRunJob).startsAt === startsAt) return
      if (job) {
        // A job being run now is left alone: the run start decides by the setting as it is.
        if ((await job.getState()) === 'active') return
        await job.remove().catch(() => undefined)
      }
      if (!at || !startsAt) return
      const data: ReminderRunJob = { accountId, startsAt }
      await queue.add(REMINDER_RUN_JOB, data, {
        ...jobOpts,
        jobId,
        delay: Math.max(0, at.getTime() - now.getTime()),
      })
    },
    async runNow(accountId, runId) {
      const data: ReminderRunJob = { accountId, runId }
      await queue.add(REMINDER_RUN_JOB, data, { ...jobOpts, jobId: `reminder-run-now-${runId}` })
    },
    close: () => queue.close(),
  }
}
