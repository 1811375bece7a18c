import type { Knex, Outbox } from '@seats/kit'
import { type SessionsService, sessionsRepo } from '../sessions'
import { usersRepo } from '../user-records'
import { invitationsRepo, membershipsRepo } from '../team'

/**
 * Deletes an account and its sessions and tells every service to purge its data (`account.deleted`).
 * The event is written to the outbox in the same transaction, so it is published exactly when the
 * deletion commits (and retried until Redis takes it). `alsoInTransaction` runs inside it (the audit
 * entry of an admin's delete). Answers false when there was no such account.
 */
export async function deleteAccount(
  deps: {
    db: Knex
    outbox: Outbox
    sessions: Pick<SessionsService, 'endAccessTokens' | 'endMembership'>
  },
  id: number,
  alsoInTransaction?: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  let team: number[] = []
  const deleted = await deps.db.transaction(async (trx) => {
    // Its other members lose the synagogue with it; the person's places in other synagogues go too.
    team = (await membershipsRepo(trx).personIdsOf(id)).filter((personId) => personId !== id)
    await sessionsRepo(trx).deleteForUser(id)
    if (!(await usersRepo(trx).remove(id))) return false
    await membershipsRepo(trx).removeAccount(id)
    await invitationsRepo(trx).removeAccount(id)
    await alsoInTransaction?.(trx)
    await deps.outbox.add(trx, { type: 'account.deleted', accountId: id })
    return true
  })
  if (deleted) {
    // Its access tokens stop at once in every service, not when they expire.
    await deps.sessions.endAccessTokens(id)
    for (const personId of team) await deps.sessions.endMembership(id, personId)
    await deps.outbox.flush()
  }
  return deleted
}
