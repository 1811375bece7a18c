import { publishDomainEvent, type Knex, type Redis } from '@seats/kit'
import { sessionsRepo } from '../sessions/sessions.repo'
import { usersRepo } from './users.repo'

/**
 * Deletes an account and its sessions and tells every service to purge its data (`account.deleted`).
 * The event is published before the commit: if Redis refuses it, nothing is deleted and the caller can
 * retry. Answers false when there was no such account.
 */
export async function deleteAccount(deps: { db: Knex; redis: Redis; redisPrefix: string }, id: number): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    await sessionsRepo(trx).deleteForUser(id)
    if (!(await usersRepo(trx).remove(id))) return false
    await publishDomainEvent(deps.redis, deps.redisPrefix, { type: 'account.deleted', accountId: id })
    return true
  })
}
