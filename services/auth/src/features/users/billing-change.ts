import type { Knex, Outbox } from '@seats/kit'
import type { BillingChange } from '@seats/contracts'
import { auditRepo, userChanges } from '../audit'
import { type UserRecord, usersRepo } from '../user-records'

/**
 * Billing's change of an account's plan (a warden's upgrade or downgrade, a coupon): the cap and price
 * applied, and an audit entry either way, in one transaction. Other services learn of a new cap through
 * `account.changed`. Answers null when there is no such account.
 */
export async function applyBillingChange(
  deps: { db: Knex; outbox: Outbox },
  userId: number,
  change: BillingChange,
  now = new Date(),
): Promise<UserRecord | null> {
  const result = await deps.db.transaction(async (trx) => {
    const before = await usersRepo(trx).findById(userId)
    if (!before) return null
    const after = change.plan
      ? await usersRepo(trx).update(
          userId,
          { maxPeople: change.plan.maxPeople, price: change.plan.price },
          now,
        )
      : before
    if (!after) return null
    const changes = userChanges(before, after)
    await auditRepo(trx).record(
      {
        action: change.action,
        actorId: change.actorId,
        targetUserId: userId,
        changes,
        detail: change.detail,
      },
      now,
    )
    if (changes.length > 0) await deps.outbox.add(trx, { type: 'account.changed', accountId: userId })
    return { after, changed: changes.length > 0 }
  })
  if (!result) return null
  if (result.changed) await deps.outbox.flush()
  return result.after
}
