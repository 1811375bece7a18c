import Router from '@koa/router'
import type { Middleware } from 'koa'
import {
  AppError,
  authOf,
  handle,
  idParams,
  requireAdmin,
  requireAuth,
  type Knex,
  type Logger,
  type TokenVerifier,
  type Clock,
  signedInRoute,
} from '@seats/kit'
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  changePasswordSchema,
  extendTrialSchema,
  markPaidSchema,
  updateMeSchema,
} from '@seats/contracts'
import type { Peers } from '../../platform/peers'
import { auditRepo } from '../audit'
import { setRefreshCookie, type RefreshCookieOptions } from '../sessions'
import { clientOf, signInsRepo } from '../sign-ins'
import { adminUserList } from './admin-list'
import { userStats } from './user-stats'
import type { UsersService } from './users.service'
import { usersRepo } from '../user-records'

export interface UsersRouterDeps {
  users: UsersService
  verify: TokenVerifier
  db: Knex
  peers: Pick<Peers, 'seating'>
  log: Logger
  cookie: RefreshCookieOptions
  /** The calendar's clock: each account's status today. */
  now: Clock
}

/** Admin routes pass three checks: a token, its adm claim, and is_admin in the database now. */
export function adminGuard(deps: Pick<UsersRouterDeps, 'users' | 'verify'>): Middleware[] {
  const adminInDatabase: Middleware = async (ctx, next) => {
    await deps.users.assertAdmin(authOf(ctx).memberId)
    await next()
  }
  return [requireAuth(deps.verify), requireAdmin, adminInDatabase]
}

export function usersRouter(deps: UsersRouterDeps): Router {
  const router = new Router({ prefix: '/api/users' })
  // A person's own profile and password, whatever their role in the synagogue they act for.
  const signedIn = [requireAuth(deps.verify), signedInRoute]
  const admin = adminGuard(deps)
  const existing = async (id: number) => {
    if (!(await usersRepo(deps.db).findById(id))) throw new AppError('user_not_found')
  }

  router.get(
    '/me',
    ...signedIn,
    handle({}, async (ctx) => {
      ctx.body = await deps.users.me(authOf(ctx))
    }),
  )

  router.put(
    '/me',
    ...signedIn,
    handle({ body: updateMeSchema }, async (ctx, { body }) => {
      ctx.body = await deps.users.updateMe(authOf(ctx), body, clientOf(ctx))
    }),
  )

  /** Answers a fresh session ({accessToken, refreshToken, user} + cookie): every other session is signed out. */
  router.post(
    '/me/password',
    ...signedIn,
    handle({ body: changePasswordSchema }, async (ctx, { body }) => {
      const session = await deps.users.changePassword(authOf(ctx).memberId, body, clientOf(ctx))
      setRefreshCookie(ctx, session.refreshToken, deps.cookie)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = session
    }),
  )

  router.patch(
    '/:id/markAsNotNew',
    ...signedIn,
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await deps.users.markAsNotNew(authOf(ctx), params.id)
    }),
  )

  router.get(
    '/',
    ...admin,
    handle({}, async (ctx) => {
      ctx.body = await deps.users.list()
    }),
  )

  router.get(
    '/admin-list',
    ...admin,
    handle({}, async (ctx) => {
      ctx.body = await adminUserList(deps, deps.now())
    }),
  )

  router.get(
    '/stats',
    ...admin,
    handle({}, async (ctx) => {
      ctx.body = await userStats(deps.db, deps.now())
    }),
  )

  router.post(
    '/',
    ...admin,
    handle({ body: adminCreateUserSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await deps.users.create(authOf(ctx).memberId, body)
    }),
  )

  router.put(
    '/admin/:id',
    ...admin,
    handle({ params: idParams, body: adminUpdateUserSchema }, async (ctx, { params, body }) => {
      ctx.body = await deps.users.update(authOf(ctx).memberId, params.id, body)
    }),
  )

  router.post(
    '/:id/extend-trial',
    ...admin,
    handle({ params: idParams, body: extendTrialSchema }, async (ctx, { params, body }) => {
      ctx.body = await deps.users.extendTrial(authOf(ctx).memberId, params.id, body.days)
    }),
  )

  router.post(
    '/:id/mark-paid',
    ...admin,
    handle({ params: idParams, body: markPaidSchema }, async (ctx, { params, body }) => {
      ctx.body = await deps.users.markPaid(authOf(ctx).memberId, params.id, new Date(body.until))
    }),
  )

  // Entries outlive the account: a deleted user's history stays readable.
  router.get(
    '/:id/audit',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await auditRepo(deps.db).forUser(params.id)
    }),
  )

  router.get(
    '/:id/sign-ins',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      await existing(params.id)
      ctx.body = await signInsRepo(deps.db).forUser(params.id)
    }),
  )

  router.delete(
    '/:id',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      await deps.users.remove(authOf(ctx).memberId, params.id)
      ctx.status = 204
    }),
  )
  return router
}
