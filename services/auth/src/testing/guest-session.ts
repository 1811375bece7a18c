import { createLogger, createOutbox } from '@seats/kit'
import { createAccessTokenSigner } from '../features/credentials'
import { createSessionsService, durableRevocations } from '../features/sessions'
import { newAccountFields } from '../features/users'
import { type UserRecord, usersRepo } from '../features/user-records'
import type { TestAuthServer } from './test-server'

/** Sessions signed with the server's own keys, for accounts that have no login (guests). */
export function testSessions(srv: TestAuthServer) {
  const log = createLogger('auth-test', 'silent')
  return createSessionsService({
    db: srv.db,
    signAccessToken: createAccessTokenSigner({
      privateKeyPem: srv.env.JWT_PRIVATE_KEY,
      publicKeyPem: srv.env.JWT_PUBLIC_KEY,
      issuer: srv.env.JWT_ISSUER,
      audience: srv.env.JWT_AUDIENCE,
      ttlSeconds: srv.env.ACCESS_TOKEN_TTL,
    }),
    refreshTtlDays: srv.env.REFRESH_TTL_DAYS,
    familyMaxAgeDays: srv.env.REFRESH_FAMILY_MAX_AGE_DAYS,
    graceSeconds: srv.env.REFRESH_GRACE_SECONDS,
    accessTtlSeconds: srv.env.ACCESS_TOKEN_TTL,
    revocations: durableRevocations({ db: srv.db, redis: srv.redis, prefix: srv.env.REDIS_PREFIX, log }),
    outbox: createOutbox({ db: srv.db, redis: srv.redis, redisPrefix: srv.env.REDIS_PREFIX, log }),
    log,
  })
}

/**
 * A demo guest row and a session for it, as the guest-demo flow creates them: no email, no password,
 * flagged isGuest/isDemoGuest.
 */
export async function createGuestSession(
  srv: TestAuthServer,
  createdAt = new Date(),
): Promise<{ guest: UserRecord; accessToken: string; refreshToken: string }> {
  const guest = await usersRepo(srv.db).insert({
    ...newAccountFields(
      { email: null, passwordHash: null, contactName: 'אורח', phone: '0501234567' },
      createdAt,
    ),
    isGuest: true,
    isDemoGuest: true,
    isNew: false,
  })
  return { guest, ...(await testSessions(srv).issue(guest)) }
}
