import type { Knex } from 'knex'

/*
 * Tombstones of accounts deleted in auth, kept by each service that holds an account's rows in its own
 * `deleted_accounts` table (account_id, deleted_at): written before the rows are purged, so a late write
 * can be refused and what slipped in swept.
 */

/** Marks the account deleted here; safe to repeat (events come at least once). */
export const markAccountDeleted = (db: Knex | Knex.Transaction, accountId: number) =>
  db.raw('INSERT IGNORE INTO deleted_accounts (account_id, deleted_at) VALUES (?, ?)', [
    accountId,
    new Date(),
  ])

/** Deleted accounts that still own rows in any of these tables (each with an `owner_id`), for the sweep. */
export async function deletedAccountsWithRows(
  db: Knex,
  tables: readonly [string, ...string[]],
): Promise<number[]> {
  const [first, ...rest] = tables
  return (await db('deleted_accounts')
    .whereIn('account_id', function () {
      void this.select('owner_id').from(first)
      for (const table of rest)
        void this.union(function () {
          void this.select('owner_id').from(table)
        })
    })
    .pluck('account_id')) as number[]
}
