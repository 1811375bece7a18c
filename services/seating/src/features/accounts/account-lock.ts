import { AppError, type Knex } from '@seats/kit'

/**
 * Takes the account's row lock for the rest of the transaction (creating the row on first use), so that
 * writes of one account that create rows run one at a time: the maxPeople count cannot be raced, and a
 * deleted account cannot come back. Under the lock, the account's tombstone is checked: the purge takes the
 * same lock before it writes the tombstone, so a write either finishes before the purge (and is purged) or
 * finds the account gone.
 */
export async function lockAccount(trx: Knex.Transaction, accountId: number): Promise<void> {
  await trx.raw(
    'INSERT INTO accounts (account_id, persons_rev, created_at) VALUES (?, 0, ?) ON DUPLICATE KEY UPDATE account_id = account_id',
    [accountId, new Date()],
  )
  if (await trx('deleted_accounts').where({ account_id: accountId }).first())
    throw new AppError('account_deleted')
}

/** Persons appear inside map documents (their phones): a change to them retires every cached document of the account. */
export async function bumpPersonsRevision(trx: Knex.Transaction, accountId: number): Promise<void> {
  await trx('accounts').where({ account_id: accountId }).increment('persons_rev', 1)
}
