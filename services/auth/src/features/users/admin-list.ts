import type { Knex, Logger } from '@seats/kit'
import {
  personCountsSchema,
  subscriptionStatus,
  type AdminUserList,
  type PersonCounts,
} from '@seats/contracts'
import { bestEffort, type Peers } from '../../platform/peers'
import { publicUser, usersRepo } from '../user-records'

/**
 * The /users table: every account, newest first, with its status code, last sign-in and worshippers. One
 * query here and one batched call to seating (`POST /internal/accounts/person-counts`); without seating the
 * counts are null and the list still answers.
 */
export async function adminUserList(
  deps: { db: Knex; peers: Pick<Peers, 'seating'>; log: Logger },
  now = new Date(),
): Promise<AdminUserList> {
  const records = await usersRepo(deps.db).list()
  const seating = deps.peers.seating
  const counts: PersonCounts | null =
    seating && records.length > 0
      ? await bestEffort(deps.log, 'person counts', () =>
          seating.call('POST', '/internal/accounts/person-counts', {
            body: { accountIds: records.map((r) => r.id) },
            schema: personCountsSchema,
          }),
        )
      : records.length === 0
        ? {}
        : null
  return {
    worshippersKnown: counts !== null,
    users: records.map((r) => ({
      ...publicUser(r),
      status: subscriptionStatus(r, now),
      worshippers: counts ? (counts[String(r.id)] ?? 0) : null,
      lastSignInAt: r.lastSignInAt,
    })),
  }
}
