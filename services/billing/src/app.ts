import { createApp, type Metrics } from '@seats/kit'
import type Koa from 'koa'
import type { BillingDeps } from './deps'
import { billingDetailsRouter, createBillingDetailsService } from './features/billing-details'
import { maintenanceRouter } from './features/maintenance'
import { createCouponsService, createPlansService, plansRouter } from './features/plans'
import { createReconcileService, type ReconcileService } from './features/reconcile'
import {
  billingRepo,
  createSubscriptionsService,
  customerRefOf,
  subscriptionsRouter,
} from './features/subscriptions'

/** A card token and a date are all a request carries. */
export const BILLING_BODY_LIMIT = '16kb'

/** The billing service's HTTP app, from its dependencies (main.ts and the tests build those). */
export function buildBillingApp(
  deps: BillingDeps,
  metrics?: Metrics,
): { app: Koa; reconcile: ReconcileService } {
  const details = createBillingDetailsService({
    ...deps,
    customerRef: async (accountId) =>
      customerRefOf(accountId, (await billingRepo(deps.db).subscription(accountId))?.customer_id ?? null),
  })
  const subscriptions = createSubscriptionsService(deps)
  const reconcile = createReconcileService(deps, subscriptions)
  const plans = createPlansService({ ...deps, subscriptions })
  const app = createApp({
    name: 'billing',
    trustedProxies: deps.trustedProxies,
    ...(metrics ? { metrics } : {}),
    log: deps.log,
    bodyLimit: BILLING_BODY_LIMIT,
    routers: [
      subscriptionsRouter({
        subscriptions,
        verify: deps.verify,
        cardScript: deps.cardScript,
        auth: deps.auth,
      }),
      billingDetailsRouter({ details, verify: deps.verify }),
      plansRouter({ plans, coupons: createCouponsService(deps), verify: deps.verify, auth: deps.auth }),
      maintenanceRouter({
        reconcile,
        sendUnsentDetails: details.sendUnsent,
        applyDuePlans: plans.applyDue,
        internalToken: deps.internalToken,
      }),
    ],
    db: deps.db,
    checks: [
      { name: 'mysql', check: () => deps.db.raw('SELECT 1') },
      { name: 'redis', check: () => deps.redis.ping() },
    ],
  })
  return { app, reconcile }
}
