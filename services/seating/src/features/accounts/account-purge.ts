import type { DomainEvent } from '@seats/contracts'
import type { Knex, Logger } from '@seats/kit'
import type { AccountsClient } from '@seats/kit'
import { chunks } from '../../platform/transactions'

/**
 * Removes everything an account has here. Safe to run twice (events are delivered at least once);
 * maps go first so their displays, elements and seats cascade, then persons, events and the account row.
 */
export async function purgeAccount(db: Knex, accountId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const mapIds = (await trx('maps').where({ owner_id: accountId }).pluck('id')) as number[]
    for (const part of chunks(mapIds, 500)) await trx('maps').whereIn('id', part).delete()
    await trx('persons').where({ owner_id: accountId }).delete()
    await trx('events').where({ owner_id: accountId }).delete()
    await trx('accounts').where({ account_id: accountId }).delete()
  })
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
