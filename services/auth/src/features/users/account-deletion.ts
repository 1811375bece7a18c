import type { Knex, Outbox } from '@seats/kit'
import { sessionsRepo } from '../sessions/sessions.repo'
import { usersRepo } from './users.repo'

/**
 * Deletes an account and its sessions and tells every service to purge its data (`account.deleted`).
 * The event is written to the outbox in the same transaction, so it is published exactly when the
 * deletion commits (and retried until Redis takes it). Answers false when there was no such account.
 */
export async function deleteAccount(deps: { db: Knex; outbox: Outbox }, id: number): Promise<boolean> {
  const deleted = await deps.db.transaction(async (trx) => {
    await sessionsRepo(trx).deleteForUser(id)
    if (!(await usersRepo(trx).remove(id))) return false
    await deps.outbox.add(trx, { type: 'account.deleted', accountId: id })
    return true
  })
  if (deleted) await deps.outbox.flush()
  return deleted
}
