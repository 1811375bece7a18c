import { randomUUID } from 'node:crypto'
import type { Change, ChangeAuthor } from '@seats/contracts'
import type { Knex, Logger, Outbox } from '@seats/kit'
import { inTransaction } from '../../platform/transactions'

/** What a change was, apart from who made it. */
export type ChangeFacts = Pick<Change, 'action' | 'subject' | 'details'>

/**
 * Records, in the change's own transaction, that `author` made each of `changes`: the activity list hears of
 * them if and only if the transaction commits (publish with `outbox.flush()` after it).
 */
export async function recordChanges(
  outbox: Outbox,
  trx: Knex.Transaction,
  accountId: number,
  author: ChangeAuthor,
  changes: readonly ChangeFacts[],
): Promise<void> {
  const at = new Date().toISOString()
  await outbox.add(
    trx,
    changes.map(({ action, subject, details }) => ({
      type: 'change.recorded' as const,
      accountId,
      key: randomUUID(),
      at,
      change: { memberId: author.memberId, memberName: author.memberName, action, subject, details },
    })),
  )
}

/** One change: see recordChanges. */
export const recordChange = (
  outbox: Outbox,
  trx: Knex.Transaction,
  accountId: number,
  author: ChangeAuthor,
  change: ChangeFacts,
): Promise<void> => recordChanges(outbox, trx, accountId, author, [change])

/**
 * A change whose deed is already done outside any transaction (texts and emails sent): recorded in a
 * transaction of its own and published. A failure is logged, never answered: the messages are out, and the
 * warden must not be told they failed (nor send them again).
 */
export async function recordDone(
  deps: { db: Knex; outbox: Outbox; log: Logger },
  accountId: number,
  author: ChangeAuthor,
  change: ChangeFacts,
): Promise<void> {
  try {
    await inTransaction(deps.db, (trx) => recordChange(deps.outbox, trx, accountId, author, change))
    await deps.outbox.flush()
  } catch (err) {
    deps.log.warn({ err, accountId, action: change.action }, 'change done but not recorded')
  }
}
