import { createHash, randomBytes } from 'node:crypto'
import type { Knex } from '@seats/kit'
import { isoOrNull } from '@seats/kit'
import type { Invitation, InvitationState, MemberRole } from '@seats/contracts'

interface InvitationRow {
  id: number
  token_hash: string
  account_id: number
  email: string
  role: MemberRole
  invited_by: number
  created_at: Date
  expires_at: Date
  used_at: Date | null
  revoked_at: Date | null
}

export interface InvitationRecord {
  id: number
  accountId: number
  email: string
  role: MemberRole
  invitedBy: number
  state: InvitationState
}

/** A fresh link secret (256 bits); only its hash is stored. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url')
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex')
/** What a link's token looks like: anything else is refused before the database is asked. */
export const looksLikeInvitationToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token)

const stateOf = (row: InvitationRow, now: Date): InvitationState =>
  row.revoked_at
    ? 'revoked'
    : row.used_at
      ? 'used'
      : row.expires_at.getTime() <= now.getTime()
        ? 'expired'
        : 'open'

export function invitationsRepo(db: Knex | Knex.Transaction) {
  const invitations = () => db<InvitationRow>('invitations')
  const recordOf = (row: InvitationRow, now: Date): InvitationRecord => ({
    id: Number(row.id),
    accountId: Number(row.account_id),
    email: row.email,
    role: row.role,
    invitedBy: Number(row.invited_by),
    state: stateOf(row, now),
  })

  return {
    async insert(
      input: { accountId: number; email: string; role: MemberRole; invitedBy: number; tokenHash: string },
      now: Date,
      expiresAt: Date,
    ): Promise<number> {
      const [id] = await invitations().insert({
        account_id: input.accountId,
        email: input.email,
        role: input.role,
        invited_by: input.invitedBy,
        token_hash: input.tokenHash,
        created_at: now,
        expires_at: expiresAt,
      } as never)
      return Number(id)
    },

    async byToken(token: string, now: Date, opts: { forUpdate?: boolean } = {}) {
      const q = invitations().where({ token_hash: hashInvitationToken(token) })
      const row = (await (opts.forUpdate ? q.forUpdate() : q).first()) as InvitationRow | undefined
      return row ? recordOf(row, now) : null
    },

    /** The synagogue's invitations still open, newest first, with who sent them. */
    async openOf(accountId: number, now: Date): Promise<Invitation[]> {
      const rows = (await db('invitations as i')
        .leftJoin('users as u', 'u.id', 'i.invited_by')
        .where('i.account_id', accountId)
        .whereNull('i.used_at')
        .whereNull('i.revoked_at')
        .where('i.expires_at', '>', now)
        .orderBy('i.created_at', 'desc')
        .select('i.*', 'u.contact_name as invited_by_name')) as Array<
        InvitationRow & { invited_by_name: string | null }
      >
      return rows.map((r) => ({
        id: Number(r.id),
        email: r.email,
        role: r.role,
        invitedBy: r.invited_by_name ?? '',
        createdAt: isoOrNull(r.created_at) ?? '',
        expiresAt: isoOrNull(r.expires_at) ?? '',
      }))
    },

    markUsed: (id: number, userId: number, now: Date) =>
      invitations()
        .where({ id })
        .whereNull('used_at')
        .update({ used_at: now, used_by: userId } as never),

    revoke: (accountId: number, id: number, now: Date) =>
      invitations()
        .where({ id, account_id: accountId })
        .whereNull('used_at')
        .whereNull('revoked_at')
        .update({ revoked_at: now } as never),

    removeAccount: (accountId: number) => invitations().where({ account_id: accountId }).delete(),
  }
}
