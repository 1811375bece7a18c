import {
  AppError,
  isDuplicateKey,
  notFound,
  type AuthInfo,
  type Knex,
  type Logger,
  type Outbox,
} from '@seats/kit'
import type { AdminCreateUser, AdminUpdateUser, UpdateMe, User } from '@seats/contracts'
import { hashPassword } from '../auth/passwords'
import type { Sessions } from '../sessions/sessions.service'
import { deleteAccount } from './account-deletion'
import { emailTaken } from './email-taken'
import { newAccountFields } from './new-account'
import { publicUser, type UserFields } from './user-record'
import { usersRepo } from './users.repo'

/** Messages for refusals that are not in the shared catalogue (a 403 would log the admin out). */
export const SELF_DELETE_MESSAGE = 'לא ניתן למחוק את המשתמש שאיתו את/ה מחובר/ת'
export const SELF_DEMOTE_MESSAGE = 'לא ניתן להסיר את הרשאת הניהול מהמשתמש שאיתו את/ה מחובר/ת'

const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso)

export function createUsersService(deps: { db: Knex; outbox: Outbox; sessions: Sessions; log: Logger }) {
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

  return {
    /** The caller's own record; a token of a deleted account is no longer a session. */
    async me(userId: number): Promise<User> {
      const user = await users().findById(userId)
      if (!user) throw new AppError('unauthorized')
      return publicUser(user)
    },

    /** Only profile fields reach here: updateMeSchema strips plan and role fields. */
    async updateMe(userId: number, input: UpdateMe, now = new Date()): Promise<User> {
      if (input.email !== undefined && (await users().emailTaken(input.email, userId))) throw emailTaken()
      const fields: Partial<UserFields> = {
        email: input.email,
        contactName: input.contactName,
        synagogueName: input.synagogueName,
        phone: input.phone,
      }
      const updated = await guardEmail(() => users().update(userId, fields, now))
      if (!updated) throw new AppError('unauthorized')
      return publicUser(updated)
    },

    /** Own account, or any account for an admin; another user's id answers 404 as if it did not exist. */
    async markAsNotNew(caller: AuthInfo, targetId: number, now = new Date()): Promise<User> {
      if (targetId !== caller.userId && !(await users().isAdmin(caller.userId))) throw notFound()
      const updated = await users().update(targetId, { isNew: false }, now)
      if (!updated) throw notFound()
      return publicUser(updated)
    },

    /** The token may be up to one access-token lifetime old; the database decides. */
    async assertAdmin(userId: number): Promise<void> {
      if (!(await users().isAdmin(userId))) throw new AppError('forbidden')
    },

    async list(): Promise<User[]> {
      return (await users().list()).map(publicUser)
    },

    async create(input: AdminCreateUser, now = new Date()): Promise<User> {
      if (await users().emailTaken(input.email)) throw emailTaken()
      const fields: UserFields = {
        ...newAccountFields({ ...input, passwordHash: await hashPassword(input.password) }, now),
        ...definedPlanFields(input),
      }
      const created = await guardEmail(() => users().insert(fields))
      return publicUser(created)
    },

    async update(callerId: number, id: number, input: AdminUpdateUser, now = new Date()): Promise<User> {
      if (id === callerId && input.isAdmin === false)
        throw new AppError('conflict', { message: SELF_DEMOTE_MESSAGE })
      if (!(await users().findById(id))) throw notFound()
      if (input.email !== undefined && (await users().emailTaken(input.email, id))) throw emailTaken()
      const fields: Partial<UserFields> = {
        email: input.email,
        contactName: input.contactName,
        synagogueName: input.synagogueName,
        phone: input.phone,
        ...definedPlanFields(input),
        passwordHash: input.password === undefined ? undefined : await hashPassword(input.password),
      }
      const updated = await guardEmail(() => users().update(id, fields, now))
      if (!updated) throw notFound()
      // Other services cache the plan (quota, subscription status): an admin's change takes effect at once.
      if (Object.keys(definedPlanFields(input)).length > 0) await publishAccountChanged(deps, id)
      // A reset password ends the account's other sessions; an admin's own stay so they are not logged out.
      if (input.password !== undefined && id !== callerId) await deps.sessions.revokeAllForUser(id, now)
      return publicUser(updated)
    },

    /** Deletes the account and its sessions and tells every service to purge its data (through the outbox). */
    async remove(callerId: number, id: number): Promise<void> {
      if (id === callerId) throw new AppError('conflict', { message: SELF_DELETE_MESSAGE })
      if (!(await deleteAccount(deps, id))) throw notFound()
      deps.log.info({ accountId: id, by: callerId }, 'account deleted')
    },
  }
}
export type UsersService = ReturnType<typeof createUsersService>

/** `account.changed` through the outbox, so it is retried until Redis takes it. */
async function publishAccountChanged(deps: { db: Knex; outbox: Outbox }, accountId: number): Promise<void> {
  await deps.db.transaction((trx) => deps.outbox.add(trx, { type: 'account.changed', accountId }))
  await deps.outbox.flush()
}

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
