import { REMINDER_RUN_JOB, REMINDERS_QUEUE, reminderSchedulerId, type ReminderRunJob } from '@seats/contracts'
import { Queue } from 'bullmq'

/** The reminders queue as reporting uses it: one job scheduler per account, and "run now". */
export interface ReminderQueue {
  /** Upserts the account's scheduler (Israel time), or removes it (null: reminders off or account gone). */
  schedule(accountId: number, timing: { hour: number; minute: number } | null): Promise<void>
  /** A run job for a run that already exists (deterministic id: enqueued once). */
  runNow(accountId: number, runId: number): Promise<void>
  close(): Promise<void>
}

/**
 * The scheduler fires at the setting's time on every day from Sunday to Friday: the run job asks reporting
 * whether a run is due that day (the setting's weekday, or the weekday before a festival), so a festival
 * that moves the run needs no other schedule.
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
    async runNow(accountId, runId) {
      const data: ReminderRunJob = { accountId, runId }
      await queue.add(REMINDER_RUN_JOB, data, { ...jobOpts, jobId: `reminder-run-now-${runId}` })
    },
    close: () => queue.close(),
  }
}
