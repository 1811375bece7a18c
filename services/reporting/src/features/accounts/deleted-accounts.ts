import { AppError, deletedAccountsWithRows, markAccountDeleted, type Knex } from '@seats/kit'

/**
 * Accounts deleted in auth, as this service knows them. The purge writes the tombstone before it removes
 * anything; reports are inserted only while there is none (reports.repo.ts), other writes check it first,
 * and the hourly sweep removes whatever still slipped in.
 */
export function deletedAccounts(db: Knex) {
  return {
    mark: (accountId: number) => markAccountDeleted(db, accountId),

    async assertLive(accountId: number): Promise<void> {
      if (await db('deleted_accounts').where({ account_id: accountId }).first('account_id'))
        throw new AppError('account_deleted')
    },

    /** Deleted accounts that still hold reports, reminder rows, guests, report links, activity lines or local SMS here. */
    withRows: () =>
      deletedAccountsWithRows(db, [
        'reports',
        'reminder_settings',
        'reminder_runs',
        'guests',
        'report_links',
        'lobby_screens',
        'guest_map_mail_settings',
        'guest_map_sends',
        'changes',
        'sms_local_messages',
      ]),
  }
}
