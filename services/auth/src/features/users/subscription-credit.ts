import { isDuplicateKey, type Knex, type Outbox } from '@seats/kit'
import type { SubscriptionCredit } from '@seats/contracts'
import { type UserRecord, usersRepo } from '../user-records'

/**
 * Moves an account's paid time forward for one payment or charge attempt (`ref`), at most once: a repeat
 * of the same ref (a retried call, a second reconcile) finds its row and changes nothing. The end date
 * only grows (an end already later is kept). Other services learn of it through `account.changed`.
 * Answers null when there is no such account.
 */
export async function creditSubscription(
  deps: { db: Knex; outbox: Outbox },
  userId: number,
  credit: SubscriptionCredit,
  now = new Date(),
): Promise<UserRecord | null> {
  const paidThrough = new Date(credit.paidThrough)
  try {
    const result = await deps.db.transaction(async (trx) => {
      const user = await trx('users').where({ id: userId }).forUpdate().first('id', 'subscription_ends_at')
      if (!user) return null
      if (await trx('subscription_credits').where({ ref: credit.ref }).first('id')) return 'repeat' as const
      const before = user.subscription_ends_at ? new Date(user.subscription_ends_at as string) : null
      const after = before && before > paidThrough ? before : paidThrough
      await trx('subscription_credits').insert({
        ref: credit.ref,
        user_id: userId,
        subscription_type: credit.subscriptionType,
        paid_through: paidThrough,
        ends_before: before,
        ends_after: after,
        created_at: now,
      })
      await usersRepo(trx).update(
        userId,
        { subscriptionType: credit.subscriptionType, subscriptionEndsAt: after },
        now,
      )
      await deps.outbox.add(trx, { type: 'account.changed', accountId: userId })
      return 'credited' as const
    })
    if (result === null) return null
    if (result === 'credited') await deps.outbox.flush()
  } catch (err) {
    // Two calls with one ref at the same moment: the unique index lets one through; the other is a repeat.
    if (!isDuplicateKey(err)) throw err
  }
  return usersRepo(deps.db).findById(userId)
}
