import type { Migration } from '@seats/kit'
import * as createUsers from './20260601090000_create_users'
import * as createRefreshTokens from './20260601090100_create_refresh_tokens'

/** Every migration of the auth database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20260601090000_create_users': createUsers,
  '20260601090100_create_refresh_tokens': createRefreshTokens,
}
