import { randomUUID } from 'node:crypto'
import type { Change, ChangeAuthor } from '@seats/contracts'
import type { Knex, Outbox } from '@seats/kit'

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
