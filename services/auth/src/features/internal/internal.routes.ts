import Router from '@koa/router'
import {
  AppError,
  handle,
  idParams,
  onlyCallers,
  requireServiceToken,
  type Knex,
  type Outbox,
  type AcceptedCallers,
  type Clock,
} from '@seats/kit'
import {
  billingChangeSchema,
  mailAttemptSchema,
  systemMailSchema,
  subscriptionCreditSchema,
  subscriptionStatus,
  type InternalAccount,
} from '@seats/contracts'
import type { GuestDemoService } from '../demo'
import type { MailService, SendTrialReminders } from '../mail'
import type { SessionsService } from '../sessions'
import { applyBillingChange, creditSubscription } from '../users'
import { publicUser, usersRepo } from '../user-records'

/** What other services may ask about an account (quota and 402 checks); reached only with the service token. */
export function internalRouter(deps: {
  db: Knex
  outbox: Outbox
  sessions: SessionsService
  demo: GuestDemoService
  mail: MailService
  sendTrialReminders: SendTrialReminders
  demoTtlDays: number
  /** The calendar's clock: the account's subscription status today. */
  now: Clock
  /** Who may call the /internal routes: each caller's own token, or one shared token. */
  internalToken: AcceptedCallers
}): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))

  router.get(
    '/accounts/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      const user = await usersRepo(deps.db).findById(params.id)
      if (!user) throw new AppError('user_not_found')
      const account: InternalAccount = {
        id: user.id,
        isAdmin: user.isAdmin,
        isGuest: user.isGuest,
        isDemoGuest: user.isDemoGuest,
        maxPeople: user.maxPeople,
        subscriptionStatus: subscriptionStatus(user, deps.now()),
        phone: user.phone,
        contactName: user.contactName,
        synagogueName: user.synagogueName,
        email: user.email,
        price: user.price,
        subscriptionType: user.subscriptionType,
        subscriptionEndsAt: user.subscriptionEndsAt,
      }
      ctx.body = account
    }),
  )

  /** The account as its owner sees it (GET /api/users/me), for services that answer with the user. */
  router.get(
    '/users/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      const user = await usersRepo(deps.db).findById(params.id)
      if (!user) throw new AppError('user_not_found')
      ctx.body = publicUser(user)
    }),
  )

  /** Billing moves the account's paid time: once per payment or attempt ref; answers the public user. */
  router.post(
    '/accounts/:id/subscription-credits',
    handle({ params: idParams, body: subscriptionCreditSchema }, async (ctx, { params, body }) => {
      const user = await creditSubscription(deps, params.id, body)
      if (!user) throw new AppError('user_not_found')
      ctx.body = publicUser(user)
    }),
  )

  /** Billing applies a plan (a warden's choice, a coupon) and writes it in the account's audit log. */
  router.post(
    '/accounts/:id/billing-changes',
    handle({ params: idParams, body: billingChangeSchema }, async (ctx, { params, body }) => {
      const user = await applyBillingChange(deps, params.id, body, deps.now())
      if (!user) throw new AppError('user_not_found')
      ctx.body = publicUser(user)
    }),
  )

  /** The workers' PDF renderer opens the account's print view with this token: a viewer's, for minutes. */
  router.post(
    '/accounts/:id/render-token',
    onlyCallers('workers'),
    handle({ params: idParams }, async (ctx, { params }) => {
      const user = await usersRepo(deps.db).findById(params.id)
      if (!user) throw new AppError('user_not_found')
      // Dated by the real time, as every token: the calendar's clock (moved in tests) is for dates only.
      ctx.body = await deps.sessions.renderToken(user)
    }),
  )

  /** The workers' mail queue: what to send (rendered), and each attempt's outcome. */
  router.get(
    '/mail/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await deps.mail.forDelivery(params.id)
    }),
  )

  router.post(
    '/mail/:id/attempts',
    handle({ params: idParams, body: mailAttemptSchema }, async (ctx, { params, body }) => {
      await deps.mail.recordAttempt(params.id, body)
      ctx.body = { ok: true }
    }),
  )

  router.post(
    '/mail',
    handle({ body: systemMailSchema }, async (ctx, { body }) => {
      ctx.body = await deps.mail.sendSystem(body)
    }),
  )

  router.post('/maintenance/trial-reminders', async (ctx) => {
    ctx.body = await deps.sendTrialReminders()
  })

  router.post('/maintenance/purge-refresh-tokens', async (ctx) => {
    ctx.body = { deleted: await deps.sessions.purge() }
  })

  /** Demo accounts older than DEMO_TTL_DAYS that were never upgraded, with their data in every service. */
  router.post('/maintenance/purge-demo-guests', async (ctx) => {
    ctx.body = { deleted: await deps.demo.purgeExpired(deps.demoTtlDays) }
  })

  return router
}
