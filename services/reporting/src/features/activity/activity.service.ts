import type { ActivityEntry, ActivityQuery, Change } from '@seats/contracts'
import { randomUUID } from 'node:crypto'
import type { ReportingDeps } from '../../deps'
import { changesRepo } from './changes.repo'

/** One synagogue's activity list: what its members changed, kept once and pushed live to its browsers. */
export function createActivityService(deps: Pick<ReportingDeps, 'db' | 'realtime' | 'now'>) {
  const repo = changesRepo(deps.db)
  return {
    /** `key` and `at` come with a change another service recorded; this service's own get new ones. */
    async record(
      accountId: number,
      change: Change,
      origin: { key?: string; at?: Date } = {},
    ): Promise<ActivityEntry | null> {
      // The line that deletes a worshipper does not keep his name either; nor a household's, whose earlier
      // lines stop naming it as a deleted worshipper's do.
      const kept: Change =
        change.action === 'person.delete'
          ? { ...change, details: { ...change.details, personName: undefined } }
          : change.action === 'household.delete'
            ? { ...change, details: { ...change.details, householdName: undefined } }
            : change
      if (change.action === 'household.delete' && change.details.householdId !== undefined)
        await repo.eraseHouseholdName(accountId, change.details.householdId)
      const entry = await repo.insert(accountId, origin.key ?? randomUUID(), origin.at ?? deps.now(), kept)
      if (entry) deps.realtime.emit(accountId, 'changeRecorded', entry)
      return entry
    },

    list: (accountId: number, query: ActivityQuery) => repo.list(accountId, query),

    eraseNames: (accountId: number, personIds: readonly number[]) => repo.eraseNames(accountId, personIds),
  }
}
export type ActivityService = ReturnType<typeof createActivityService>
