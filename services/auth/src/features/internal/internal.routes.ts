import Router from '@koa/router'
import { handle, idParams, notFound, requireServiceToken, type Knex } from '@seats/kit'
import { subscriptionStatus, type InternalAccount } from '@seats/contracts'
import type { GuestDemo } from '../demo/guest-demo.service'
import type { Sessions } from '../sessions/sessions.service'
import { usersRepo } from '../users/users.repo'

/** What other services may ask about an account (quota and 402 checks); reached only with the service token. */
export function internalRouter(deps: { db: Knex; sessions: Sessions; demo: GuestDemo; demoTtlDays: number; internalToken: string }): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))

  router.get(
    '/accounts/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      const user = await usersRepo(deps.db).findById(params.id)
      if (!user) throw notFound()
      const account: InternalAccount = {
        id: user.id,
        isAdmin: user.isAdmin,
        isGuest: user.isGuest,
        isDemoGuest: user.isDemoGuest,
        maxPeople: user.maxPeople,
        subscriptionStatus: subscriptionStatus(user),
        phone: user.phone,
        contactName: user.contactName,
        synagogueName: user.synagogueName,
      }
      ctx.body = account
    }),
  )

  router.post('/maintenance/purge-refresh-tokens', async (ctx) => {
    ctx.body = { deleted: await deps.sessions.purge() }
  })

  /** Demo accounts older than DEMO_TTL_DAYS that were never upgraded, with their data in every service. */
  router.post('/maintenance/purge-demo-guests', async (ctx) => {
    ctx.body = { deleted: await deps.demo.purgeExpired(deps.demoTtlDays) }
  })

  return router
}
