import { AppError, type Knex } from '@seats/kit'
import type { TeamContext, User } from '@seats/contracts'
import type { AccessTokenSubject } from '../credentials'
import { publicUser, usersRepo, type UserRecord } from '../user-records'
import { membershipsRepo } from './memberships.repo'

/**
 * The synagogue a person's session acts for: the one asked for when they belong to it, else the one they
 * last chose, else their own, else the first. A person made by code older than teams (no membership at
 * all, and not one who joined by invitation) is the owner of their own synagogue.
 */
export async function resolveTeam(
  db: Knex | Knex.Transaction,
  person: Pick<UserRecord, 'id'> & { memberOnly?: boolean },
  wanted?: number | null,
): Promise<TeamContext> {
  const repo = membershipsRepo(db)
  let memberships = await repo.ofPerson(person.id)
  if (memberships.length === 0) {
    const row = (await db('users').where({ id: person.id }).first('member_only', 'created_at')) as
      { member_only: number | boolean; created_at: Date } | undefined
    if (!row || Boolean(row.member_only)) throw new AppError('not_a_member')
    await repo.add(person.id, person.id, 'owner', row.created_at)
    memberships = await repo.ofPerson(person.id)
  }
  const remembered = wanted ?? (await lastChosen(db, person.id))
  const current =
    memberships.find((m) => m.accountId === remembered) ??
    memberships.find((m) => m.accountId === person.id) ??
    memberships[0]
  if (!current) throw new AppError('not_a_member')
  return { current, memberships }
}

async function lastChosen(db: Knex | Knex.Transaction, personId: number): Promise<number | null> {
  const row = (await db('users').where({ id: personId }).first('current_account_id')) as
    { current_account_id: number | null } | undefined
  return row?.current_account_id ?? null
}

/** Remembers the synagogue the person chose, for their next sign-in. */
export const rememberChoice = (db: Knex | Knex.Transaction, personId: number, accountId: number) =>
  db('users').where({ id: personId }).update({ current_account_id: accountId })

/**
 * What the app knows as "the user": the person (name, email, phone, admin) with the synagogue the session
 * acts for (its name, plan and trial, guest state), and the team context.
 */
export async function userView(
  db: Knex | Knex.Transaction,
  person: UserRecord,
  team: TeamContext,
): Promise<User> {
  const own = publicUser(person)
  if (team.current.accountId === person.id) return { ...own, team }
  const account = await usersRepo(db).findById(team.current.accountId)
  if (!account) throw new AppError('not_a_member')
  return {
    ...own,
    synagogueName: account.synagogueName,
    isGuest: account.isGuest,
    isDemoGuest: account.isDemoGuest,
    subscriptionType: account.subscriptionType,
    subscriptionEndsAt: account.subscriptionEndsAt,
    maxPeople: account.maxPeople,
    price: account.price,
    createdAt: account.createdAt,
    team,
  }
}

/** The access token's subject for a person acting for the team's current synagogue. */
export function tokenSubject(person: UserRecord, view: User, team: TeamContext): AccessTokenSubject {
  return {
    id: person.id,
    isAdmin: person.isAdmin,
    isGuest: view.isGuest,
    accountId: team.current.accountId,
    role: team.current.role,
    name: person.contactName,
  }
}

/** A person's session as it acts now: the synagogue (asked for, or remembered), its view and token subject. */
export async function actingAs(
  db: Knex | Knex.Transaction,
  person: UserRecord,
  wanted?: number | null,
): Promise<{ user: User; subject: AccessTokenSubject }> {
  const team = await resolveTeam(db, person, wanted)
  const user = await userView(db, person, team)
  return { user, subject: tokenSubject(person, user, team) }
}
