import type { DomainEvent } from '@seats/contracts'
import { deletedAccountsWithRows, markAccountDeleted, type Knex, type Logger } from '@seats/kit'
import type { AccountsClient } from '@seats/kit'
import { chunks } from '../../platform/transactions'

/**
 * Removes everything an account has here. Safe to run twice (events are delivered at least once).
 * Under the account's lock the tombstone goes first, so from then on every write of the account finds it
 * gone (account-lock.ts); then maps (their displays, elements and seats cascade), persons, events and the
 * account row. Households go by their own owner (their members cascade with the persons too).
 */
export async function purgeAccount(db: Knex, accountId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(
      'INSERT INTO accounts (account_id, persons_rev, created_at) VALUES (?, 0, ?) ON DUPLICATE KEY UPDATE account_id = account_id',
      [accountId, new Date()],
    )
    await markAccountDeleted(trx, accountId)
    await deleteRowsOf(trx, accountId)
  })
}

async function deleteRowsOf(trx: Knex.Transaction, accountId: number): Promise<void> {
  const mapIds = (await trx('maps').where({ owner_id: accountId }).pluck('id')) as number[]
  for (const part of chunks(mapIds, 500)) await trx('maps').whereIn('id', part).delete()
  await trx('persons').where({ owner_id: accountId }).delete()
  await trx('households').where({ owner_id: accountId }).delete()
  await trx('events').where({ owner_id: accountId }).delete()
  await trx('accounts').where({ account_id: accountId }).delete()
}

/**
 * The periodic sweep: rows of deleted accounts that are still here (a write that slipped past a purge
 * before tombstones, or a purge cut short) are removed. Answers how many accounts it cleaned.
 */
export async function sweepDeletedAccounts(db: Knex): Promise<number> {
  const owners = await deletedAccountsWithRows(db, ['persons', 'maps', 'events', 'households'])
  for (const accountId of owners) await db.transaction((trx) => deleteRowsOf(trx, accountId))
  return owners.length
}

/** The domain-event handler of this service. */
export function seatingEventHandler(deps: { db: Knex; accounts: AccountsClient; log: Logger }) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type === 'account.changed') {
      // A plan or subscription change (a payment, an admin's edit) takes effect on the next write.
      await deps.accounts.forget(event.accountId)
      return
    }
    if (event.type !== 'account.deleted') return
    await purgeAccount(deps.db, event.accountId)
    await deps.accounts.forget(event.accountId)
    deps.log.info({ accountId: event.accountId }, 'account purged')
  }
}
