import type { Knex } from '@seats/kit'
import { isoOrNull } from '@seats/kit'
import type { Member, MemberRole, Membership } from '@seats/contracts'

interface MembershipRow {
  account_id: number
  user_id: number
  role: MemberRole
  created_at: Date
  last_active_at: Date | null
}

/** Queries on memberships: who belongs to which synagogue, in which role. */
export function membershipsRepo(db: Knex | Knex.Transaction) {
  const memberships = () => db<MembershipRow>('memberships')

  return {
    async find(accountId: number, userId: number, opts: { forUpdate?: boolean } = {}) {
      const q = memberships().where({ account_id: accountId, user_id: userId })
      const row = (await (opts.forUpdate ? q.forUpdate() : q).first()) as MembershipRow | undefined
      return row ? { accountId, userId, role: row.role } : null
    },

    /** Every synagogue the person belongs to, by name (their own first). */
    async ofPerson(userId: number): Promise<Membership[]> {
      const rows = (await db('memberships as m')
        .join('users as a', 'a.id', 'm.account_id')
        .where('m.user_id', userId)
        .select('m.account_id', 'm.role', 'a.synagogue_name')
        .orderByRaw('m.account_id = ? DESC', [userId])
        .orderBy('a.synagogue_name')) as Array<{
        account_id: number
        role: MemberRole
        synagogue_name: string
      }>
      return rows.map((r) => ({
        accountId: Number(r.account_id),
        role: r.role,
        synagogueName: r.synagogue_name,
      }))
    },

    /** The synagogue's team, owners first. */
    async ofAccount(accountId: number): Promise<Member[]> {
      const rows = (await db('memberships as m')
        .join('users as u', 'u.id', 'm.user_id')
        .where('m.account_id', accountId)
        .select('m.user_id', 'm.role', 'm.created_at', 'm.last_active_at', 'u.contact_name', 'u.email')
        .orderByRaw("FIELD(m.role, 'owner', 'warden', 'viewer')")
        .orderBy('u.contact_name')) as Array<MembershipRow & { contact_name: string; email: string | null }>
      return rows.map((r) => ({
        userId: Number(r.user_id),
        contactName: r.contact_name,
        email: r.email,
        role: r.role,
        joinedAt: isoOrNull(r.created_at) ?? '',
        lastActiveAt: isoOrNull(r.last_active_at),
      }))
    },

    /** Joins (or, for someone already there, leaves the role as it is); answers whether a row was added. */
    async add(accountId: number, userId: number, role: MemberRole, now: Date): Promise<boolean> {
      const [inserted] = (await db.raw(
        `INSERT IGNORE INTO memberships (account_id, user_id, role, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?)`,
        [accountId, userId, role, now, now],
      )) as [{ affectedRows: number }]
      return inserted.affectedRows > 0
    },

    setRole: (accountId: number, userId: number, role: MemberRole, now: Date) =>
      memberships()
        .where({ account_id: accountId, user_id: userId })
        .update({ role, updated_at: now } as never),

    remove: (accountId: number, userId: number) =>
      memberships().where({ account_id: accountId, user_id: userId }).delete(),

    /** Owners of the synagogue, locked: the last one may not leave or step down. */
    async ownersForUpdate(accountId: number): Promise<number[]> {
      const rows = (await memberships()
        .where({ account_id: accountId, role: 'owner' })
        .select('user_id')
        .forUpdate()) as Array<{ user_id: number }>
      return rows.map((r) => Number(r.user_id))
    },

    /** Everyone in the synagogue (to end their access when it is deleted). */
    async personIdsOf(accountId: number): Promise<number[]> {
      const rows = (await memberships().where({ account_id: accountId }).select('user_id')) as Array<{
        user_id: number
      }>
      return rows.map((r) => Number(r.user_id))
    },

    /** Records that the person worked in the synagogue (at most once a minute, see team-context). */
    touch: (accountId: number, userId: number, now: Date) =>
      memberships()
        .where({ account_id: accountId, user_id: userId })
        .update({ last_active_at: now } as never),

    removeAccount: (accountId: number) =>
      db('memberships').where({ account_id: accountId }).orWhere({ user_id: accountId }).delete(),
  }
}
