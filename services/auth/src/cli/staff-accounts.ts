import { randomBytes } from 'node:crypto'
import type { Knex } from '@seats/kit'
import type { MemberRole } from '@seats/contracts'
import { hashPassword } from '../features/credentials'
import { membershipsRepo } from '../features/team'
import { newAccountFields } from '../features/users'
import { type UserFields, type UserRecord, usersRepo } from '../features/user-records'

/** Seeded accounts are paid up, so a fresh system shows no trial banner and never answers 402. */
export const STAFF_SUBSCRIPTION_TYPE = 'חודשי'
const YEAR_MS = 365 * 86_400_000
const RENEW_WHEN_LEFT_MS = 30 * 86_400_000

export interface EnsureAccountInput {
  email: string
  /** Set on creation, and on an existing account when given; otherwise an existing password stays. */
  password?: string | undefined
  contactName: string
  synagogueName?: string
  phone?: string
  admin: boolean
  /** Renew an existing account's subscription (the seed does; promoting a customer does not). */
  renew: boolean
  /** A plan for at least this many worshippers (a seeded synagogue larger than the default plan). */
  maxPeople?: number
}

export interface EnsuredAccount {
  user: UserRecord
  created: boolean
  /** The password now in effect when this run set it; undefined when it was left unchanged. */
  password?: string
}

/** A password for an account created without one: readable, long enough, never reused. */
export const generatedPassword = () => randomBytes(12).toString('base64url')

/**
 * Creates the account, or brings an existing one to the seeded state (admin role added, not new,
 * subscription renewed when asked) without touching what its owner changed since.
 */
export async function ensureAccount(
  db: Knex,
  input: EnsureAccountInput,
  now = new Date(),
): Promise<EnsuredAccount> {
  const repo = usersRepo(db)
  const email = input.email.trim().toLowerCase()
  const existing = await repo.findByEmail(email)
  const renewedUntil = new Date(now.getTime() + YEAR_MS)

  if (!existing) {
    const password = input.password ?? generatedPassword()
    const fields: UserFields = {
      ...newAccountFields(
        {
          email,
          passwordHash: await hashPassword(password),
          contactName: input.contactName,
          synagogueName: input.synagogueName ?? '',
          phone: input.phone ?? '',
        },
        now,
      ),
      isNew: false,
      isAdmin: input.admin,
      subscriptionType: STAFF_SUBSCRIPTION_TYPE,
      subscriptionEndsAt: renewedUntil,
      ...(input.maxPeople !== undefined ? { maxPeople: input.maxPeople } : {}),
    }
    return { user: await repo.insert(fields), created: true, password }
  }

  const patch: Partial<UserFields> = { isNew: false }
  if (input.admin) patch.isAdmin = true
  if (input.password !== undefined) patch.passwordHash = await hashPassword(input.password)
  const endsAt = existing.subscriptionEndsAt ? new Date(existing.subscriptionEndsAt).getTime() : 0
  const due =
    existing.subscriptionType !== STAFF_SUBSCRIPTION_TYPE || endsAt - now.getTime() < RENEW_WHEN_LEFT_MS
  if (input.renew && due) {
    patch.subscriptionType = STAFF_SUBSCRIPTION_TYPE
    patch.subscriptionEndsAt = renewedUntil
  }
  // Raised, never lowered: a larger plan the owner chose since stays.
  if (input.maxPeople !== undefined && existing.maxPeople < input.maxPeople) patch.maxPeople = input.maxPeople
  const user = await repo.update(existing.id, patch, now)
  if (!user) throw new Error(`account ${email} disappeared while seeding`)
  return { user, created: false, ...(input.password !== undefined ? { password: input.password } : {}) }
}

/**
 * A person on a synagogue's team with `role` (joined as an invitation would join them, with no synagogue
 * of their own), created when missing; an existing person keeps their password unless one is given.
 */
export async function ensureTeamMember(
  db: Knex,
  accountId: number,
  input: { email: string; password: string | undefined; contactName: string; role: MemberRole },
  now = new Date(),
): Promise<EnsuredAccount> {
  const repo = usersRepo(db)
  const email = input.email.trim().toLowerCase()
  let user = await repo.findByEmail(email)
  let created = false
  const password = user ? input.password : (input.password ?? generatedPassword())
  if (!user) {
    user = await repo.insert({
      ...newAccountFields(
        { email, passwordHash: await hashPassword(password!), contactName: input.contactName, phone: '' },
        now,
      ),
      isNew: false,
      memberOnly: true,
    })
    created = true
  } else if (password !== undefined) {
    user = (await repo.update(user.id, { passwordHash: await hashPassword(password) }, now)) ?? user
  }
  await membershipsRepo(db).add(accountId, user.id, input.role, now)
  return { user, created, ...(password !== undefined ? { password } : {}) }
}
