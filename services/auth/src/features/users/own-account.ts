import { AppError, fieldsError, type AuthInfo } from '@seats/kit'
import { fieldErrorOf, type UpdateMe, type User } from '@seats/contracts'
import { accountKey, assertUncommonPassword, hashPassword, passwordMatches } from '../credentials'
import { PASSWORD_CHANGE, auditRepo } from '../audit'
import type { SignInClient } from '../sign-ins'
import { publicUser, type UserFields, type UserRecord, usersRepo } from '../user-records'
import { emailTaken, guardEmail } from './email-taken'
import { resolveTeam, userView } from '../team'
import { refuseConfusableSynagogueName } from './synagogue-name-check'
import type { UsersServiceDeps } from './users.service'

/** 400 wrong_password pointing the form at its current-password field. */
export const wrongPassword = () =>
  new AppError('wrong_password', {
    fields: [fieldErrorOf('currentPassword', 'wrong_password')],
  })

/** The caller's own account: its record, profile, password and the first-visit mark. */
export function ownAccount(deps: Omit<UsersServiceDeps, 'outbox' | 'log' | 'now'>) {
  const users = () => usersRepo(deps.db)

  /**
   * The current password, checked as a login would be: a locked-out account is refused before any hash
   * work, and a wrong one counts toward the same limits (a stolen access token cannot guess it freely).
   */
  async function checkCurrentPassword(user: UserRecord, password: string, client: SignInClient) {
    const attempt = await deps.limits.beginLoginAttempt(client.ip, accountKey(user.id, ''), () =>
      deps.signIns.hasSignedInFrom(user.id, client.ip),
    )
    if (!(await passwordMatches(user.passwordHash, password))) throw wrongPassword()
    await attempt.succeeded()
  }

  return {
    /** The caller's own record; a token of a deleted account is no longer a session. */
    async me(auth: AuthInfo): Promise<User> {
      const user = await users().findById(auth.memberId)
      if (!user) throw new AppError('unauthorized')
      return userView(deps.db, user, await resolveTeam(deps.db, user, auth.accountId))
    },

    /**
     * Only profile fields reach here: updateMeSchema strips plan and role fields. A new email needs the
     * current password (so a borrowed session cannot take over the account's sign-in and resets).
     */
    async updateMe(auth: AuthInfo, input: UpdateMe, client: SignInClient, now = new Date()): Promise<User> {
      const userId = auth.memberId
      const current = await users().findById(userId)
      if (!current) throw new AppError('unauthorized')
      const newEmail = input.email !== undefined && input.email !== current.email ? input.email : undefined
      if (newEmail !== undefined) {
        // A field error, not a 403: a 403 would log the admin out.
        if (!input.currentPassword)
          throw fieldsError([fieldErrorOf('currentPassword', 'email_change_needs_password')])
        if (await users().emailTaken(newEmail, userId)) throw emailTaken()
        await checkCurrentPassword(current, input.currentPassword, client)
      }
      // The synagogue's name belongs to the synagogue the session acts for: only its owner renames it.
      const renames = input.synagogueName !== undefined && auth.role === 'owner'
      const synagogue = auth.accountId === userId ? current : await users().findById(auth.accountId)
      if (renames && synagogue)
        await refuseConfusableSynagogueName(
          deps,
          auth.accountId,
          input.synagogueName,
          synagogue.synagogueName,
        )
      const fields: Partial<UserFields> = {
        email: newEmail,
        contactName: input.contactName,
        synagogueName: renames && auth.accountId === userId ? input.synagogueName : undefined,
        phone: input.phone,
      }
      const updated = await guardEmail(() =>
        deps.db.transaction(async (trx) => {
          const after = await usersRepo(trx).update(userId, fields, now)
          if (!after) throw new AppError('unauthorized')
          if (renames && auth.accountId !== userId)
            await usersRepo(trx).update(auth.accountId, { synagogueName: input.synagogueName }, now)
          if (newEmail !== undefined)
            await auditRepo(trx).record(
              {
                action: 'me.email',
                actorId: userId,
                targetUserId: userId,
                changes: [{ field: 'email', before: current.email, after: after.email }],
              },
              now,
            )
          return after
        }),
      )
      return userView(deps.db, updated, await resolveTeam(deps.db, updated, auth.accountId))
    },

    /**
     * A new password after the current one: every session of the account ends, and the caller gets a
     * fresh one (new tokens and cookie), so this browser stays signed in and every other is signed out.
     */
    async changePassword(
      userId: number,
      input: { currentPassword: string; newPassword: string },
      client: SignInClient,
      now = new Date(),
    ) {
      const user = await users().findById(userId)
      if (!user) throw new AppError('unauthorized')
      assertUncommonPassword(input.newPassword, 'newPassword')
      await checkCurrentPassword(user, input.currentPassword, client)
      const passwordHash = await hashPassword(input.newPassword)
      return deps.db.transaction(async (trx) => {
        const updated = await usersRepo(trx).update(userId, { passwordHash }, now)
        if (!updated) throw new AppError('unauthorized')
        const validFrom = await deps.sessions.revokeAllForUser(userId, now, trx)
        await auditRepo(trx).record(
          { action: 'me.password', actorId: userId, targetUserId: userId, changes: [PASSWORD_CHANGE] },
          now,
        )
        return deps.sessions.issue(updated, now, trx, validFrom)
      })
    },

    /** Own account, or any account for an admin; another user's id answers 404 as if it did not exist. */
    async markAsNotNew(caller: AuthInfo, targetId: number, now = new Date()): Promise<User> {
      if (targetId !== caller.memberId && !(await users().isAdmin(caller.memberId)))
        throw new AppError('user_not_found')
      const updated = await users().update(targetId, { isNew: false }, now)
      if (!updated) throw new AppError('user_not_found')
      if (targetId !== caller.memberId) return publicUser(updated)
      return userView(deps.db, updated, await resolveTeam(deps.db, updated, caller.accountId))
    },
  }
}
