import Router from '@koa/router'
import type { Middleware } from 'koa'
import { authOf, handle, idParams, requireAdmin, requireAuth, type TokenVerifier } from '@seats/kit'
import { adminCreateUserSchema, adminUpdateUserSchema, updateMeSchema } from '@seats/contracts'
import type { UsersService } from './users.service'

export function usersRouter(deps: { users: UsersService; verify: TokenVerifier }): Router {
  const router = new Router({ prefix: '/api/users' })
  const signedIn = requireAuth(deps.verify)
  const adminInDatabase: Middleware = async (ctx, next) => {
    await deps.users.assertAdmin(authOf(ctx).userId)
    await next()
  }
  const admin = [signedIn, requireAdmin, adminInDatabase]

  router.get(
    '/me',
    signedIn,
    handle({}, async (ctx) => {
      ctx.body = await deps.users.me(authOf(ctx).userId)
    }),
  )

  router.put(
    '/me',
    signedIn,
    handle({ body: updateMeSchema }, async (ctx, { body }) => {
      ctx.body = await deps.users.updateMe(authOf(ctx).userId, body)
    }),
  )

  router.patch(
    '/:id/markAsNotNew',
    signedIn,
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

  router.post(
    '/',
    ...admin,
    handle({ body: adminCreateUserSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await deps.users.create(body)
    }),
  )

  router.put(
    '/admin/:id',
    ...admin,
    handle({ params: idParams, body: adminUpdateUserSchema }, async (ctx, { params, body }) => {
      ctx.body = await deps.users.update(authOf(ctx).userId, params.id, body)
    }),
  )

  router.delete(
    '/:id',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      await deps.users.remove(authOf(ctx).userId, params.id)
      ctx.status = 204
    }),
  )

  return router
}
