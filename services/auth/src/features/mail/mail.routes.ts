import Router from '@koa/router'
import { authOf, handle, idParams, type TokenVerifier } from '@seats/kit'
import { outboxQuerySchema, sendEmailSchema } from '@seats/contracts'
import { adminGuard, type UsersService } from '../users'
import type { MailService } from './mail.service'

/** The admin's email: send to users, and read every message sent with its status and rendered body. */
export function mailRouter(deps: { mail: MailService; users: UsersService; verify: TokenVerifier }): Router {
  const router = new Router({ prefix: '/api/users' })
  const admin = adminGuard(deps)

  router.post(
    '/send-email',
    ...admin,
    handle({ body: sendEmailSchema }, async (ctx, { body }) => {
      ctx.status = 202
      ctx.body = await deps.mail.send(authOf(ctx).memberId, body)
    }),
  )

  router.get(
    '/outbox',
    ...admin,
    handle({ query: outboxQuerySchema }, async (ctx, { query }) => {
      ctx.body = await deps.mail.outbox(query)
    }),
  )

  router.get(
    '/outbox/:id',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await deps.mail.message(params.id)
    }),
  )
  return router
}
