import type { Clock, Knex, Logger, Outbox } from '@seats/kit'
import type { AuthLimits } from '../credentials'
import type { SignInsRepo } from '../sign-ins'
import type { SessionsService } from '../sessions'
import type { Peers } from '../../platform/peers'
import { adminUsers } from './admin-users'
import { ownAccount } from './own-account'

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

/** The users: each caller's own account (`own-account.ts`) and the admins' management (`admin-users.ts`). */
export function createUsersService(deps: UsersServiceDeps) {
  return { ...ownAccount(deps), ...adminUsers(deps) }
}
export type UsersService = ReturnType<typeof createUsersService>
