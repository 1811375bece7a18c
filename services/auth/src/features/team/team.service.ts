import { AppError, type AuthInfo, type Knex, type Logger, type Outbox } from '@seats/kit'
import {
  INVITATION_TTL_DAYS,
  type ErrorCode,
  type Invitation,
  type InvitationPreview,
  type InviteMember,
  type Member,
  type MemberRole,
  type RefreshResponse,
  type Team,
  type User,
} from '@seats/contracts'
import { auditRepo } from '../audit'
import type { MailService } from '../mail'
import type { DurableRevocations, SessionsService } from '../sessions'
import { usersRepo, type UserRecord } from '../user-records'
import {
  hashInvitationToken,
  invitationsRepo,
  looksLikeInvitationToken,
  newInvitationToken,
  type InvitationRecord,
} from './invitations.repo'
import { membershipsRepo } from './memberships.repo'
import { actingAs, rememberChoice } from './team-context'
import { invitationMail } from './invitation-mail'

const DAY_MS = 86_400_000

export interface TeamServiceDeps {
  db: Knex
  sessions: Pick<SessionsService, 'accessTokenIn'>
  revocations: Pick<DurableRevocations, 'revokeMembership'>
  /** member.access_changed, for reporting to close the member's live connections to the synagogue. */
  outbox: Outbox
  mail: Pick<MailService, 'sendTo'>
  appUrl: string
  accessTtlSeconds: number
  log: Logger
}

/** An access token and the user it acts as, after joining or switching synagogue. */
export type ActingSession = RefreshResponse & { user: User }

const refusalOf: Record<Exclude<InvitationRecord['state'], 'open'>, ErrorCode> = {
  used: 'invitation_used',
  expired: 'invitation_expired',
  revoked: 'invitation_revoked',
}

/** A synagogue's team: its members and roles, invitations by email, and switching between synagogues. */
export function createTeamService(deps: TeamServiceDeps) {
  const members = (db: Knex | Knex.Transaction = deps.db) => membershipsRepo(db)

  async function person(id: number): Promise<UserRecord> {
    const found = await usersRepo(deps.db).findById(id)
    if (!found) throw new AppError('unauthorized')
    return found
  }

  /** The member's tokens for the synagogue stop at once, and their live connections to it close. */
  async function endAccess(accountId: number, personId: number, now: Date): Promise<void> {
    await deps.revocations.revokeMembership({ accountId, memberId: personId }, deps.accessTtlSeconds, now)
    await deps.db.transaction((trx) =>
      deps.outbox.add(trx, { type: 'member.access_changed', accountId, personId }),
    )
    await deps.outbox.flush()
  }

  async function openInvitation(token: string, now: Date, trx?: Knex.Transaction) {
    if (!looksLikeInvitationToken(token)) throw new AppError('invitation_not_found')
    const found = await invitationsRepo(trx ?? deps.db).byToken(token, now, { forUpdate: Boolean(trx) })
    if (!found) throw new AppError('invitation_not_found')
    if (found.state !== 'open') throw new AppError(refusalOf[found.state])
    return found
  }

  async function actingSession(who: UserRecord, accountId: number, auth: AuthInfo, now: Date) {
    const acting = await actingAs(deps.db, who, accountId)
    const accessToken = await deps.sessions.accessTokenIn(acting.subject, auth.sessionId, now)
    return { accessToken, user: acting.user }
  }

  /**
   * Steps the member down or out, keeping at least one owner: the owners' rows are locked so two owners
   * demoting each other at once cannot leave none.
   */
  async function assertOwnerRemains(
    trx: Knex.Transaction,
    accountId: number,
    personId: number,
    next: MemberRole | null,
  ) {
    const owners = await members(trx).ownersForUpdate(accountId)
    if (next !== 'owner' && owners.length === 1 && owners[0] === personId) throw new AppError('last_owner')
  }

  return {
    async team(accountId: number, now = new Date()): Promise<Team> {
      return {
        members: await members().ofAccount(accountId),
        invitations: await invitationsRepo(deps.db).openOf(accountId, now),
      }
    },

    async invite(auth: AuthInfo, input: InviteMember, now = new Date()): Promise<Invitation> {
      const invitee = await usersRepo(deps.db).findByEmail(input.email)
      if (invitee && (await members().find(auth.accountId, invitee.id))) throw new AppError('already_member')
      const token = newInvitationToken()
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS)
      const id = await deps.db.transaction(async (trx) => {
        const created = await invitationsRepo(trx).insert(
          {
            accountId: auth.accountId,
            email: input.email,
            role: input.role,
            invitedBy: auth.memberId,
            tokenHash: hashInvitationToken(token),
          },
          now,
          expiresAt,
        )
        await auditRepo(trx).record(
          {
            action: 'team.invite',
            actorId: auth.memberId,
            targetUserId: auth.accountId,
            changes: [{ field: 'role', before: null, after: input.role }],
            detail: { email: input.email, invitationId: created },
          },
          now,
        )
        return created
      })
      const [inviter, synagogue] = await Promise.all([
        person(auth.memberId),
        usersRepo(deps.db).findById(auth.accountId),
      ])
      await deps.mail.sendTo(
        {
          accountId: auth.accountId,
          key: `team-invite:${id}`,
          to: input.email,
          toName: '',
          ...invitationMail({
            inviter: inviter.contactName,
            synagogue: synagogue?.synagogueName ?? '',
            role: input.role,
            link: `${deps.appUrl}/invite/${token}`,
            days: INVITATION_TTL_DAYS,
          }),
        },
        now,
      )
      return {
        id,
        email: input.email,
        role: input.role,
        invitedBy: inviter.contactName,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      }
    },

    async revokeInvitation(auth: AuthInfo, id: number, now = new Date()): Promise<void> {
      await deps.db.transaction(async (trx) => {
        if (!(await invitationsRepo(trx).revoke(auth.accountId, id, now)))
          throw new AppError('invitation_not_found')
        await auditRepo(trx).record(
          {
            action: 'team.invite_revoked',
            actorId: auth.memberId,
            targetUserId: auth.accountId,
            changes: [],
            detail: { invitationId: id },
          },
          now,
        )
      })
    },

    async changeRole(auth: AuthInfo, personId: number, role: MemberRole, now = new Date()): Promise<Member> {
      const before = await deps.db.transaction(async (trx) => {
        const found = await members(trx).find(auth.accountId, personId, { forUpdate: true })
        if (!found) throw new AppError('user_not_found')
        if (found.role === role) return found.role
        await assertOwnerRemains(trx, auth.accountId, personId, role)
        await members(trx).setRole(auth.accountId, personId, role, now)
        await auditRepo(trx).record(
          {
            action: 'team.role',
            actorId: auth.memberId,
            targetUserId: auth.accountId,
            changes: [{ field: 'role', before: found.role, after: role }],
            detail: { personId },
          },
          now,
        )
        return found.role
      })
      if (before !== role) await endAccess(auth.accountId, personId, now)
      const member = (await members().ofAccount(auth.accountId)).find((m) => m.userId === personId)
      if (!member) throw new AppError('user_not_found')
      return member
    },

    /** An owner removes a member, or a member leaves. */
    async removeMember(auth: AuthInfo, personId: number, now = new Date()): Promise<void> {
      await deps.db.transaction(async (trx) => {
        const found = await members(trx).find(auth.accountId, personId, { forUpdate: true })
        if (!found) throw new AppError('user_not_found')
        await assertOwnerRemains(trx, auth.accountId, personId, null)
        await members(trx).remove(auth.accountId, personId)
        await auditRepo(trx).record(
          {
            action: 'team.remove',
            actorId: auth.memberId,
            targetUserId: auth.accountId,
            changes: [{ field: 'role', before: found.role, after: null }],
            detail: { personId },
          },
          now,
        )
      })
      await endAccess(auth.accountId, personId, now)
    },

    async preview(token: string, now = new Date()): Promise<InvitationPreview> {
      if (!looksLikeInvitationToken(token)) throw new AppError('invitation_not_found')
      const found = await invitationsRepo(deps.db).byToken(token, now)
      if (!found) throw new AppError('invitation_not_found')
      const users = usersRepo(deps.db)
      const [synagogue, inviter, invitee] = await Promise.all([
        users.findById(found.accountId),
        users.findById(found.invitedBy),
        users.findByEmail(found.email),
      ])
      return {
        synagogueName: synagogue?.synagogueName ?? '',
        role: found.role,
        email: found.email,
        invitedBy: inviter?.contactName ?? '',
        state: found.state,
        hasAccount: invitee !== null,
      }
    },

    /** Joins the invitation's synagogue, in one transaction with using the link up (a link works once). */
    async join(trx: Knex.Transaction, token: string, who: UserRecord, now: Date): Promise<InvitationRecord> {
      const invitation = await openInvitation(token, now, trx)
      if (who.email !== invitation.email) throw new AppError('invitation_other_email')
      await members(trx).add(invitation.accountId, who.id, invitation.role, now)
      await invitationsRepo(trx).markUsed(invitation.id, who.id, now)
      await rememberChoice(trx, who.id, invitation.accountId)
      await auditRepo(trx).record(
        {
          action: 'team.join',
          actorId: who.id,
          targetUserId: invitation.accountId,
          changes: [{ field: 'role', before: null, after: invitation.role }],
          detail: { invitationId: invitation.id },
        },
        now,
      )
      return invitation
    },

    async accept(auth: AuthInfo, token: string, now = new Date()): Promise<ActingSession> {
      const who = await person(auth.memberId)
      const invitation = await deps.db.transaction((trx) => this.join(trx, token, who, now))
      return actingSession(who, invitation.accountId, auth, now)
    },

    async switchTo(auth: AuthInfo, accountId: number, now = new Date()): Promise<ActingSession> {
      const who = await person(auth.memberId)
      if (!(await members().find(accountId, who.id))) throw new AppError('not_a_member')
      await rememberChoice(deps.db, who.id, accountId)
      return actingSession(who, accountId, auth, now)
    },

    /** Records a member's work in a synagogue (the members screen's last activity). */
    touch: (auth: AuthInfo, now = new Date()) => members().touch(auth.accountId, auth.memberId, now),
  }
}
export type TeamService = ReturnType<typeof createTeamService>
