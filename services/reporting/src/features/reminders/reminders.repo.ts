import type { Knex } from '@seats/kit'
import { localCallsRepo } from './local-calls.repo'
import { reminderCallsRepo } from './reminder-calls.repo'
import { reminderRunsRepo } from './reminder-runs.repo'
import { reminderSettingsRepo } from './reminder-settings.repo'

export { callView, FINAL_OUTCOMES, type CallPerson, type StoredCall } from './reminder-calls.repo'
export type { StoredRun } from './reminder-runs.repo'

/** The reminders' tables: settings, runs, calls and the local provider's calls. */
export function remindersRepo(db: Knex) {
  return {
    ...reminderSettingsRepo(db),
    ...reminderRunsRepo(db),
    ...reminderCallsRepo(db),
    ...localCallsRepo(db),

    purgeAccount: async (ownerId: number) => {
      await db('reminder_calls').where({ owner_id: ownerId }).delete()
      await db('reminder_runs').where({ owner_id: ownerId }).delete()
      await db('reminder_local_calls').where({ owner_id: ownerId }).delete()
      return db('reminder_settings').where({ owner_id: ownerId }).delete()
    },
  }
}
export type RemindersRepo = ReturnType<typeof remindersRepo>
