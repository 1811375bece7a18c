import type { Knex } from '@seats/kit'
import { changesRepo } from '../activity'
import { guestsRepo } from '../guests'
import { lobbyScreensRepo } from '../lobby'
import { reportLinksRepo } from '../report-links'
import { purgeLocalSmsMessages } from '../sms'
import { deletedAccounts } from './deleted-accounts'

interface Purgeable {
  purgeAccount(accountId: number): Promise<unknown>
}

/**
 * A deleted account's removal here: the tombstone first, then its reports, its reminder setting, runs and
 * job scheduler, its guests, its report links, lobby screens and guest-map mailings, its activity lines and the local SMS provider's messages. The
 * sweep does the same for deleted accounts that still
 * hold rows. Both are safe to run twice.
 */
export function accountPurge(deps: {
  db: Knex
  reports: Purgeable
  reminders: Purgeable
  /** The guest map's setting and mailings (given in: that feature reads the reminders' calendar). */
  guestMapMail: Purgeable
}) {
  const tombstones = deletedAccounts(deps.db)
  async function removeRows(accountId: number): Promise<void> {
    await deps.reports.purgeAccount(accountId)
    await deps.reminders.purgeAccount(accountId)
    await guestsRepo(deps.db).purgeAccount(accountId)
    await reportLinksRepo(deps.db).purgeAccount(accountId)
    await lobbyScreensRepo(deps.db).purgeAccount(accountId)
    await deps.guestMapMail.purgeAccount(accountId)
    await changesRepo(deps.db).purgeAccount(accountId)
    await purgeLocalSmsMessages(deps.db, accountId)
  }
  return {
    async purge(accountId: number): Promise<void> {
      await tombstones.mark(accountId)
      await removeRows(accountId)
    },
    /** Answers how many accounts it cleaned. */
    async sweep(): Promise<number> {
      const owners = await tombstones.withRows()
      for (const accountId of owners) await removeRows(accountId)
      return owners.length
    },
  }
}
export type AccountPurge = ReturnType<typeof accountPurge>
