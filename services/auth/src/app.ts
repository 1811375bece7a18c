import type Koa from 'koa'
import {
  createApp,
  type Clock,
  signatureVerifierOf,
  withRevocationCheck,
  type Knex,
  type Logger,
  type Outbox,
  type Redis,
  acceptedCallersOf,
} from '@seats/kit'
import type { AuthEnv } from './env'
import { createAccessTokenSigner, createAuthLimits } from './features/credentials'
import { authRouter, createAuthService } from './features/auth'
import { createGuestDemoService } from './features/demo'
import { internalRouter } from './features/internal'
import { createMailService, createTrialReminders, type MailQueue, mailRouter } from './features/mail'
import { createSessionsService, type DurableRevocations, refreshCookieOptions } from './features/sessions'
import { signInsRepo } from './features/sign-ins'
import { createTeamService, teamRouter } from './features/team'
import { createUsersService, usersRouter } from './features/users'
import { createPeers } from './platform/peers'

export interface AppDeps {
  env: AuthEnv
  db: Knex
  redis: Redis
  log: Logger
  /** Domain events written with the change that causes them (account.deleted, account.changed). */
  outbox: Outbox
  /** The BullMQ `mail` queue the workers send from. */
  mailQueue: MailQueue
  /** The calendar's clock: trials, their status and the demo's lifetime (tests move it). */
  now: Clock
  /** The logout deny-list, in the database and Redis (`durableRevocations`). */
  revocations: DurableRevocations
}

/** Auth payloads are a few fields; anything much larger is refused with 413. */
const BODY_LIMIT = '64kb'
/** Another service's message with its PDFs (the guest map): 15 MB of files as base64, and the text. */
const INTERNAL_MAIL_LIMIT = '21mb'

/** The whole service as a Koa app, built from its connections so tests can build it the same way. */
export function buildApp({ env, db, redis, log, outbox, mailQueue, now, revocations }: AppDeps): Koa {
  const verify = withRevocationCheck(signatureVerifierOf(env), revocations)
  const signAccessToken = createAccessTokenSigner({
    privateKeyPem: env.JWT_PRIVATE_KEY,
    publicKeyPem: env.JWT_PUBLIC_KEY,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
    ttlSeconds: env.ACCESS_TOKEN_TTL,
  })
  const sessions = createSessionsService({
    db,
    signAccessToken,
    refreshTtlDays: env.REFRESH_TTL_DAYS,
    familyMaxAgeDays: env.REFRESH_FAMILY_MAX_AGE_DAYS,
    graceSeconds: env.REFRESH_GRACE_SECONDS,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL,
    revocations,
    outbox,
    log,
  })
  const limits = createAuthLimits(redis, env)
  const peers = createPeers(env)
  const signIns = signInsRepo(db)
  const mail = createMailService({ db, queue: mailQueue, log })
  const team = createTeamService({
    db,
    sessions,
    revocations,
    outbox,
    mail,
    appUrl: env.APP_URL,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL,
    log,
  })
  const auth = createAuthService({ db, sessions, limits, signIns, peers, team, log, now })
  const demo = createGuestDemoService({ db, outbox, sessions, peers, log, now })
  const users = createUsersService({ db, outbox, sessions, limits, signIns, peers, log, now })
  const sendTrialReminders = createTrialReminders({ db, mail, now, log, appUrl: env.APP_URL })
  const cookie = refreshCookieOptions({ secure: env.COOKIE_SECURE, ttlDays: env.REFRESH_TTL_DAYS })

  const app = createApp({
    name: 'auth',
    trustedProxies: env.TRUSTED_PROXIES,
    log,
    bodyLimit: BODY_LIMIT,
    bodyLimitsByPath: { '/internal/mail': INTERNAL_MAIL_LIMIT },
    routers: [
      authRouter({ auth, demo, sessions, limits, signIns, verify, cookie }),
      // Before the users router, whose /:id routes would not match these paths anyway.
      mailRouter({ mail, users, verify }),
      usersRouter({ users, verify, db, peers, log, cookie, now }),
      teamRouter({ verify, team }),
      internalRouter({
        db,
        outbox,
        sessions,
        demo,
        mail,
        sendTrialReminders,
        demoTtlDays: env.DEMO_TTL_DAYS,
        now,
        internalToken: acceptedCallersOf(env),
      }),
    ],
    db: db,
    checks: [
      { name: 'db', check: () => db.raw('select 1') },
      { name: 'redis', check: () => redis.ping() },
    ],
  })
  return app
}
