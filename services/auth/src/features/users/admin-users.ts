import { AppError } from '@seats/kit'
import {
  PAID_SUBSCRIPTION_TYPE,
  TRIAL_SUBSCRIPTION_TYPE,
  type AdminCreateUser,
  type AdminUpdateUser,
  type User,
} from '@seats/contracts'
import { assertUncommonPassword, hashPassword } from '../credentials'
import { PASSWORD_CHANGE, auditRepo, userChanges } from '../audit'
import { publicUser, type UserFields, type UserRecord, usersRepo } from '../user-records'
import { deleteAccount } from './account-deletion'
import { emailTaken, guardEmail } from './email-taken'
import { newAccountFields } from './new-account'
import { refuseConfusableSynagogueName } from './synagogue-name-check'
import type { UsersServiceDeps } from './users.service'

const DAY_MS = 86_400_000
const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso)

/** The admins' management of every account: list, create, edit, extend a trial, mark paid, delete. */
export function adminUsers(deps: Omit<UsersServiceDeps, 'limits' | 'signIns'>) {
  const users = () => usersRepo(deps.db)

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

    /**
     * Moves a trial's end `days` forward from the later of now and the current end. A paying account's time
     * follows its charges, so it is refused there (time given on top would be free days every cycle).
     */
    async extendTrial(callerId: number, id: number, days: number, now = new Date()): Promise<User> {
      const updated = await adminWrite(
        callerId,
        id,
        'user.extend_trial',
        (before) => {
          if (before.subscriptionType !== TRIAL_SUBSCRIPTION_TYPE) throw new AppError('not_in_trial')
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
