import {
  AppError,
  fieldsError,
  isDuplicateKey,
  type AuthInfo,
  type Knex,
  type Logger,
  type Outbox,
  type Clock,
} from '@seats/kit'
import {
  PAID_SUBSCRIPTION_TYPE,
  fieldErrorOf,
  type AdminCreateUser,
  type AdminUpdateUser,
  type UpdateMe,
  type User,
} from '@seats/contracts'
import {
  accountKey,
  assertUncommonPassword,
  type AuthLimits,
  hashPassword,
  passwordMatches,
} from '../credentials'
import { PASSWORD_CHANGE, auditRepo, userChanges } from '../audit'
import type { SignInClient, SignInsRepo } from '../sign-ins'
import type { SessionsService } from '../sessions'
import { deleteAccount } from './account-deletion'
import { emailTaken } from './email-taken'
import { newAccountFields } from './new-account'
import { publicUser, type UserFields, type UserRecord, usersRepo } from '../user-records'
import { refuseConfusableSynagogueName } from './synagogue-name-check'
import type { Peers } from '../../platform/peers'

const DAY_MS = 86_400_000
const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso)

/** 400 wrong_password pointing the form at its current-password field. */
export const wrongPassword = () =>
  new AppError('wrong_password', {
    fields: [fieldErrorOf('currentPassword', 'wrong_password')],
  })

export interface UsersServiceDeps {
  db: Knex
  outbox: Outbox
  sessions: SessionsService
  limits: AuthLimits
  signIns: Pick<SignInsRepo, 'hasSignedInFrom'>
  log: Logger
  /** Seating: which accounts share a worshipper's phone with one renamed. */
  peers: Pick<Peers, 'seating'>
  /** The calendar's clock: a new account's trial, a trial extended from today. */
  now: Clock
}

export function createUsersService(deps: UsersServiceDeps) {
  const users = () => usersRepo(deps.db)

  /** Runs a write that may set an email; the unique index is the final word on races. */
  async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isDuplicateKey(err)) throw emailTaken()
      throw err
    }
  }

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

  /**
   * One admin write: the row locked, changed, audited and (when the plan changed) announced as
   * account.changed in one transaction; the event is published right after it commits.
   */
  async function adminWrite(
    callerId: number,
    id: number,
    action: 'user.update' | 'user.extend_trial' | 'user.mark_paid',
    fieldsOf: (before: UserRecord) => Partial<UserFields>,
    opts: { passwordChanged?: boolean; now: Date },
  ): Promise<UserRecord> {
    const result = await guardEmail(() =>
      deps.db.transaction(async (trx) => {
        const repo = usersRepo(trx)
        const before = await repo.findById(id, { forUpdate: true })
        if (!before) throw new AppError('user_not_found')
        const fields = fieldsOf(before)
        if (fields.email !== undefined && fields.email !== null && (await repo.emailTaken(fields.email, id)))
          throw emailTaken()
        const after = await repo.update(id, fields, opts.now)
        if (!after) throw new AppError('user_not_found')
        const changes = userChanges(before, after)
        if (opts.passwordChanged) changes.push(PASSWORD_CHANGE)
        await auditRepo(trx).record({ action, actorId: callerId, targetUserId: id, changes }, opts.now)
        const planChanged = changes.some((c) => PLAN_FIELDS.has(c.field))
        // Other services cache the plan (quota, subscription status): an admin's change takes effect at once.
        if (planChanged) await deps.outbox.add(trx, { type: 'account.changed', accountId: id })
        return { after, planChanged }
      }),
    )
    if (result.planChanged) await deps.outbox.flush()
    return result.after
  }

  return {
    /** The caller's own record; a token of a deleted account is no longer a session. */
    async me(userId: number): Promise<User> {
      const user = await users().findById(userId)
      if (!user) throw new AppError('unauthorized')
      return publicUser(user)
    },

    /**
     * Only profile fields reach here: updateMeSchema strips plan and role fields. A new email needs the
     * current password (so a borrowed session cannot take over the account's sign-in and resets).
     */
    async updateMe(userId: number, input: UpdateMe, client: SignInClient, now = new Date()): Promise<User> {
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
      await refuseConfusableSynagogueName(deps, userId, input.synagogueName, current.synagogueName)
      const fields: Partial<UserFields> = {
        email: newEmail,
        contactName: input.contactName,
        synagogueName: input.synagogueName,
        phone: input.phone,
      }
      const updated = await guardEmail(() =>
        deps.db.transaction(async (trx) => {
          const after = await usersRepo(trx).update(userId, fields, now)
          if (!after) throw new AppError('unauthorized')
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
      return publicUser(updated)
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
        const tokens = await deps.sessions.issue(updated, now, trx, validFrom)
        return { ...tokens, user: publicUser(updated) }
      })
    },

    /** Own account, or any account for an admin; another user's id answers 404 as if it did not exist. */
    async markAsNotNew(caller: AuthInfo, targetId: number, now = new Date()): Promise<User> {
      if (targetId !== caller.userId && !(await users().isAdmin(caller.userId)))
        throw new AppError('user_not_found')
      const updated = await users().update(targetId, { isNew: false }, now)
      if (!updated) throw new AppError('user_not_found')
      return publicUser(updated)
    },

    /** The token may be up to one access-token lifetime old; the database decides. */
    async assertAdmin(userId: number): Promise<void> {
      if (!(await users().isAdmin(userId))) throw new AppError('forbidden')
    },

    async list(): Promise<User[]> {
      return (await users().list()).map(publicUser)
    },

    async create(callerId: number, input: AdminCreateUser, now = new Date()): Promise<User> {
      assertUncommonPassword(input.password, 'password')
      if (await users().emailTaken(input.email)) throw emailTaken()
      const fields: UserFields = {
        ...newAccountFields(
          { ...input, passwordHash: await hashPassword(input.password) },
          now,
          deps.now(now),
        ),
        ...definedPlanFields(input),
      }
      const created = await guardEmail(() =>
        deps.db.transaction(async (trx) => {
          const user = await usersRepo(trx).insert(fields)
          await auditRepo(trx).record(
            {
              action: 'user.create',
              actorId: callerId,
              targetUserId: user.id,
              changes: [...userChanges(null, user), PASSWORD_CHANGE],
            },
            now,
          )
          return user
        }),
      )
      return publicUser(created)
    },

    async update(callerId: number, id: number, input: AdminUpdateUser, now = new Date()): Promise<User> {
      if (id === callerId && input.isAdmin === false) throw new AppError('cannot_demote_self')
      assertUncommonPassword(input.password, 'password')
      const target = await users().findById(id)
      if (!target) throw new AppError('user_not_found')
      await refuseConfusableSynagogueName(deps, id, input.synagogueName, target.synagogueName)
      // Hashed before the transaction so no row lock is held during the slow part.
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password)
      const updated = await adminWrite(
        callerId,
        id,
        'user.update',
        () => ({
          email: input.email,
          contactName: input.contactName,
          synagogueName: input.synagogueName,
          phone: input.phone,
          ...definedPlanFields(input),
          passwordHash,
        }),
        { passwordChanged: passwordHash !== undefined, now },
      )
      // A reset password ends the account's other sessions; an admin's own stay so they are not logged out.
      if (input.password !== undefined && id !== callerId) await deps.sessions.revokeAllForUser(id, now)
      // Admin rights are read from auth's database wherever they count; the demoted browser's connections close.
      else if (input.isAdmin === false) await deps.sessions.rightsChanged(id)
      return publicUser(updated)
    },

    /** Moves the subscription's end `days` forward from the later of now and the current end. */
    async extendTrial(callerId: number, id: number, days: number, now = new Date()): Promise<User> {
      const updated = await adminWrite(
        callerId,
        id,
        'user.extend_trial',
        (before) => {
          const end = before.subscriptionEndsAt ? Date.parse(before.subscriptionEndsAt) : 0
          return { subscriptionEndsAt: new Date(Math.max(deps.now().getTime(), end) + days * DAY_MS) }
        },
        { now },
      )
      return publicUser(updated)
    },

    /** A monthly subscription paid until `until`: status -1 until then (2 once it passes). */
    async markPaid(callerId: number, id: number, until: Date, now = new Date()): Promise<User> {
      const updated = await adminWrite(
        callerId,
        id,
        'user.mark_paid',
        () => ({ subscriptionType: PAID_SUBSCRIPTION_TYPE, subscriptionEndsAt: until }),
        { now },
      )
      return publicUser(updated)
    },

    /** Deletes the account and its sessions and tells every service to purge its data (through the outbox). */
    async remove(callerId: number, id: number, now = new Date()): Promise<void> {
      if (id === callerId) throw new AppError('cannot_delete_self')
      const before = await users().findById(id)
      if (!before) throw new AppError('user_not_found')
      const deleted = await deleteAccount(deps, id, (trx) =>
        auditRepo(trx).record(
          { action: 'user.delete', actorId: callerId, targetUserId: id, changes: userChanges(before, null) },
          now,
        ),
      )
      if (!deleted) throw new AppError('user_not_found')
      deps.log.info({ accountId: id, by: callerId }, 'account deleted')
    },
  }
}
export type UsersService = ReturnType<typeof createUsersService>

/** Fields other services cache (quota, subscription status, role). */
const PLAN_FIELDS = new Set(['isAdmin', 'maxPeople', 'price', 'subscriptionType', 'subscriptionEndsAt'])

/** The plan and role fields only an admin may set, converted to stored values. */
function definedPlanFields(input: AdminUpdateUser): Partial<UserFields> {
  const fields: Partial<UserFields> = {
    isAdmin: input.isAdmin,
    isNew: input.isNew,
    maxPeople: input.maxPeople,
    price: input.price,
    subscriptionType: input.subscriptionType,
    subscriptionEndsAt: toDate(input.subscriptionEndsAt),
    synagogueName: input.synagogueName,
  }
  // Absent keys must not override the new account's defaults.
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<UserFields>
}
