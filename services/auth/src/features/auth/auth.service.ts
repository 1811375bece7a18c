import { AppError, isDuplicateKey, type Clock, type Knex, type Logger } from '@seats/kit'
import {
  TRIAL_SUBSCRIPTION_TYPE,
  trialEndsAt,
  type LoginInput,
  type LoginResponse,
  type RegisterInput,
} from '@seats/contracts'
import type { Peers } from '../../platform/peers'
import { markLeadsUserCreated } from '../demo'
import type { SessionsService } from '../sessions'
import type { TeamService } from '../team'
import type { SignInsRepo } from '../sign-ins'
import { emailTaken, newAccountFields, refuseConfusableSynagogueName } from '../users'
import { type UserRecord, usersRepo } from '../user-records'
import {
  accountKey,
  assertUncommonPassword,
  type AuthLimits,
  hashPassword,
  passwordMatches,
} from '../credentials'

export function createAuthService(deps: {
  db: Knex
  sessions: SessionsService
  limits: AuthLimits
  signIns: Pick<SignInsRepo, 'hasSignedInFrom'>
  peers: Pick<Peers, 'leads' | 'seating'>
  /** Registration through an invitation joins its synagogue in the same transaction. */
  team: Pick<TeamService, 'join'>
  log: Logger
  /** The calendar's clock: the trial starts on its day. */
  now: Clock
}) {
  const users = () => usersRepo(deps.db)

  const sessionFor = (
    user: UserRecord,
    now: Date,
    db?: Knex.Transaction,
    notBeforeSecond?: number,
  ): Promise<LoginResponse> => deps.sessions.issue(user, now, db, notBeforeSecond)

  return {
    async login(input: LoginInput, ip: string, now = new Date()): Promise<LoginResponse> {
      // The database matches any spelling of the address (case, accents): the limits count the account found.
      const user = await users().findByEmail(input.username)
      const attempt = await deps.limits.beginLoginAttempt(
        ip,
        accountKey(user?.id, input.username),
        async () => (user ? deps.signIns.hasSignedInFrom(user.id, ip) : false),
      )
      // Runs the same hash work whether or not the account exists, so timing reveals nothing.
      const ok = await passwordMatches(user?.passwordHash, input.password)
      if (!user || !ok) throw new AppError('invalid_credentials')
      await attempt.succeeded()
      return sessionFor(user, now)
    },

    async register(input: RegisterInput, now = new Date()): Promise<LoginResponse> {
      assertUncommonPassword(input.password, 'password')
      if (await users().emailTaken(input.email)) throw emailTaken()
      const passwordHash = await hashPassword(input.password)
      const { invitationToken } = input
      try {
        if (invitationToken)
          // A member invited to a synagogue: no synagogue of their own, the link used up with the sign-up.
          return await deps.db.transaction(async (trx) => {
            const user = await usersRepo(trx).insert({
              ...newAccountFields({ ...input, synagogueName: '', passwordHash }, now, deps.now(now)),
              memberOnly: true,
            })
            await deps.team.join(trx, invitationToken, user, now)
            return sessionFor(user, now, trx)
          })
        const user = await users().insert(newAccountFields({ ...input, passwordHash }, now, deps.now(now)))
        const session = await sessionFor(user, now)
        await markLeadsUserCreated(deps.peers, deps.log, {
          email: user.email ?? undefined,
          phone: user.phone,
        })
        return session
      } catch (err) {
        // Two registrations of one address at once: the unique index decides.
        if (isDuplicateKey(err)) throw emailTaken()
        throw err
      }
    },

    /**
     * A guest becomes a registered account under the same id, so every map and worshipper stays.
     * Old sessions end; the answer carries new tokens without the guest claim.
     */
    async upgradeGuest(userId: number, input: RegisterInput, now = new Date()): Promise<LoginResponse> {
      const before = await users().findById(userId)
      if (!before) throw new AppError('unauthorized')
      if (!before.isGuest) throw new AppError('not_guest')
      assertUncommonPassword(input.password, 'password')
      // The demo's worshippers stay: as a real synagogue its name joins their callers' menus.
      await refuseConfusableSynagogueName(deps, userId, input.synagogueName, '')
      // Hashed before the transaction so no row lock is held during the slow part.
      const passwordHash = await hashPassword(input.password)
      let session: LoginResponse
      try {
        session = await deps.db.transaction(async (trx) => {
          const repo = usersRepo(trx)
          const current = await repo.findById(userId, { forUpdate: true })
          if (!current) throw new AppError('unauthorized')
          if (!current.isGuest) throw new AppError('not_guest')
          if (await repo.emailTaken(input.email, userId)) throw emailTaken()
          const upgraded = await repo.update(
            userId,
            {
              email: input.email,
              passwordHash,
              contactName: input.contactName,
              synagogueName: input.synagogueName,
              phone: input.phone,
              isGuest: false,
              isDemoGuest: false,
              hasCompletedDemo: input.hasCompletedDemo ?? current.hasCompletedDemo,
              subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
              subscriptionEndsAt: trialEndsAt(deps.now(now)),
              // The trial status is counted from createdAt, so the account starts here as a registered one.
              createdAt: now,
            },
            now,
          )
          if (!upgraded) throw new AppError('unauthorized')
          const validFrom = await deps.sessions.revokeAllForUser(userId, now, trx)
          return sessionFor(upgraded, now, trx, validFrom)
        })
      } catch (err) {
        if (isDuplicateKey(err)) throw emailTaken()
        throw err
      }
      // The demo's lead (by phone) and any contact-form lead (by email) now have an account.
      await markLeadsUserCreated(deps.peers, deps.log, { email: input.email, phone: before.phone })
      if (input.phone !== before.phone)
        await markLeadsUserCreated(deps.peers, deps.log, { phone: input.phone })
      return session
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
