import type { DomainEvent } from '@seats/contracts'
import type { Logger } from '@seats/kit'
import type { Realtime } from '../../platform/realtime'
import type { AccountPurge } from '../accounts'
import type { ActivityService } from '../activity'
import type { ReportsService } from './reports.service'

/**
 * The domain events this service acts on (consumer group 'reporting'): a deleted person's reports go, and
 * a deleted account's reports go with its open connections; a session or all of an account's sessions
 * ended close their connections. All are safe to run twice.
 */
export function reportingEventHandler(deps: {
  reports: ReportsService
  /** The activity list: changes recorded in seating, and deleted worshippers' names erased from it. */
  activity: Pick<ActivityService, 'record' | 'eraseNames'>
  realtime: Realtime
  log: Logger
  /** A deleted account's tombstone, reports, reminder setting, runs and job scheduler. */
  accounts: Pick<AccountPurge, 'purge'>
}) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type === 'change.recorded') {
      await deps.activity.record(event.accountId, event.change, { key: event.key, at: new Date(event.at) })
      return
    }
    if (event.type === 'person.deleted') {
      await deps.activity.eraseNames(event.accountId, event.personIds)
      const ids = await deps.reports.removePersons(event.accountId, event.personIds)
      deps.log.info(
        { accountId: event.accountId, persons: event.personIds.length, reports: ids.length },
        "deleted persons' reports removed",
      )
      return
    }
    // Signed out: the browser's live connection ends with its tokens (and a demoted admin's reconnects).
    if (event.type === 'session.ended') {
      deps.realtime.disconnectSession(event.sessionId)
      return
    }
    if (event.type === 'account.sessions_ended') {
      deps.realtime.disconnectPerson(event.accountId)
      return
    }
    if (event.type === 'member.access_changed') {
      deps.realtime.disconnectMember(event.accountId, event.personId)
      return
    }
    if (event.type === 'account.deleted') {
      await deps.accounts.purge(event.accountId)
      deps.realtime.disconnectAccount(event.accountId)
      deps.log.info({ accountId: event.accountId }, 'account purged')
    }
  }
}
