import {
  israelDate,
  addMonths,
  planPrice,
  proRataCharge,
  type Plan,
  type PlanChangeResult,
  type PlanChoice,
  type PlanInput,
  type PlanOffer,
} from '@seats/contracts'
import { AppError, type Knex, type Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import { ProviderError, ProviderUnknown, type CardProvider } from '../provider'
import { billingRepo, dateOnly, upgradeItemName, type SubscriptionsService } from '../subscriptions'
import { couponsRepo } from '../coupons'
import { plansRepo } from './plans.repo'

/** The upgrade's line on its receipt. */
export const upgradeTag = (planId: number) => `plan-upgrade:${planId}`

/**
 * Plans by size (the admin defines them) and each account's choice: with no running charge it applies at
 * once; an upgrade is charged pro rata now and the recurring charge bills the new price; a downgrade is
 * billed from the next charge, when the cap follows. Every change goes to auth's audit log.
 */
export function createPlansService(core: {
  db: Knex
  provider: CardProvider
  auth: AuthClient
  log: Logger
  now: () => Date
  subscriptions: Pick<SubscriptionsService, 'recordPayment'>
}) {
  const repo = () => plansRepo(core.db)
  const subs = () => billingRepo(core.db)
  const today = () => israelDate(core.now())

  async function offer(accountId: number): Promise<PlanOffer> {
    const [plans, mine] = await Promise.all([repo().all(true), repo().accountPlan(accountId)])
    return {
      plans,
      current: { planId: mine?.plan_id ?? null, period: mine?.period ?? 'monthly' },
      scheduled:
        mine?.scheduled_plan_id && mine.scheduled_from
          ? {
              planId: mine.scheduled_plan_id,
              period: mine.scheduled_period ?? 'monthly',
              from: dateOnly(mine.scheduled_from)!,
            }
          : null,
    }
  }

  async function activePlan(planId: number): Promise<Plan> {
    const plan = await repo().get(planId)
    if (!plan || !plan.active) throw new AppError('plan_not_found')
    return plan
  }

  return {
    offer,
    list: () => repo().all(false),
    create: (input: Required<PlanInput>) => repo().create(input, core.now()),
    async update(id: number, input: Required<PlanInput>): Promise<Plan> {
      const plan = await repo().update(id, input, core.now())
      if (!plan) throw new AppError('plan_not_found')
      return plan
    },

    /** POST /api/billing/plan: the warden's choice. */
    /** The account's plan, changed by one of its people (the actor, for the audit log). */
    async choose(
      accountId: number,
      choice: PlanChoice,
      actorId: number = accountId,
    ): Promise<PlanChangeResult> {
      const plan = await activePlan(choice.planId)
      const account = await core.auth.account(accountId)
      if (account.isGuest || account.isDemoGuest) throw new AppError('guest_cannot_pay')
      const mine = await repo().accountPlan(accountId)
      const price = planPrice(plan, choice.period)
      const samePlan = mine?.plan_id === plan.id && (mine?.period ?? 'monthly') === choice.period
      if (samePlan && !mine?.scheduled_plan_id) throw new AppError('plan_unchanged')
      const detail = { planId: plan.id, maxPeople: plan.maxPeople, period: choice.period, price }
      const now = core.now()
      const sub = await subs().subscription(accountId)
      const next = sub ? dateOnly(sub.next_charge_date) : null
      const running = sub?.state === 'active' && sub.recurring_item_id && sub.customer_id && next

      if (!running) {
        // Nothing bills yet (a trial, a cancelled or lapsed account): the plan is the account's now.
        await core.auth.billingChange(accountId, {
          action: 'billing.plan_change',
          actorId,
          plan: { maxPeople: plan.maxPeople, price },
          detail,
        })
        await repo().saveAccountPlan(
          accountId,
          {
            plan_id: plan.id,
            period: choice.period,
            scheduled_plan_id: null,
            scheduled_period: null,
            scheduled_from: null,
          },
          now,
        )
        return { outcome: 'applied', charged: null, from: null, offer: await offer(accountId) }
      }
      if (choice.period !== (mine?.period ?? 'monthly')) throw new AppError('plan_period_running')
      const customer = { id: sub.customer_id! }
      const itemId = sub.recurring_item_id!
      const fromPrice = Number(sub.price)

      if (plan.maxPeople > account.maxPeople && price > fromPrice) {
        // An upgrade: the difference for the days left of the paid month, charged now on the saved card.
        const charge = proRataCharge({
          fromPrice,
          toPrice: price,
          periodStart: addMonths(next, -(sub.period_months ?? 1)),
          nextCharge: next,
          today: today(),
        })
        if (charge > 0) {
          let paid
          try {
            paid = await core.provider.chargeSavedCard(customer, {
              itemName: upgradeItemName(plan.maxPeople),
              amount: charge,
              description: upgradeTag(plan.id),
            })
          } catch (err) {
            core.log.error({ err, accountId }, 'upgrade charge not made')
            throw new AppError(
              err instanceof ProviderUnknown ? 'payment_confirming' : 'payment_provider_unavailable',
            )
          }
          const { row } = await core.subscriptions.recordPayment(accountId, paid)
          // The difference buys no time: the paid time stays with the monthly charge.
          await core.db('payments').where({ id: row.id }).update({ credited_at: now })
          if (!paid.valid) throw new AppError('plan_charge_declined')
        }
        const billed = await couponsRepo(core.db).priceOf(accountId, price)
        await core.provider.updateRecurringPrice(customer, itemId, billed)
        await subs().updateSubscription(accountId, { price: billed }, now)
        await core.auth.billingChange(accountId, {
          action: 'billing.plan_change',
          actorId,
          plan: { maxPeople: plan.maxPeople, price },
          detail: { ...detail, charged: charge },
        })
        await repo().saveAccountPlan(
          accountId,
          {
            plan_id: plan.id,
            period: choice.period,
            scheduled_plan_id: null,
            scheduled_period: null,
            scheduled_from: null,
          },
          now,
        )
        return { outcome: 'upgraded', charged: charge, from: null, offer: await offer(accountId) }
      }

      // A downgrade (or back to the plan already paid for): the provider bills it from the next charge,
      // and the account keeps what it paid for until then.
      const billed = await couponsRepo(core.db).priceOf(accountId, price)
      try {
        await core.provider.updateRecurringPrice(customer, itemId, billed)
      } catch (err) {
        core.log.error({ err, accountId }, 'downgrade not taken by the card provider')
        throw new AppError(
          err instanceof ProviderError ? 'payment_provider_unavailable' : 'payment_confirming',
        )
      }
      await subs().updateSubscription(accountId, { price: billed }, now)
      if (samePlan) {
        // The waiting downgrade is called off.
        await repo().saveAccountPlan(
          accountId,
          { scheduled_plan_id: null, scheduled_period: null, scheduled_from: null },
          now,
        )
        await core.auth.billingChange(accountId, {
          action: 'billing.plan_scheduled',
          actorId,
          plan: null,
          detail: { ...detail, cancelled: true },
        })
        return { outcome: 'applied', charged: null, from: null, offer: await offer(accountId) }
      }
      await repo().saveAccountPlan(
        accountId,
        {
          plan_id: mine?.plan_id ?? null,
          scheduled_plan_id: plan.id,
          scheduled_period: choice.period,
          scheduled_from: next,
          scheduled_by: actorId,
        },
        now,
      )
      await core.auth.billingChange(accountId, {
        action: 'billing.plan_scheduled',
        actorId,
        plan: null,
        detail: { ...detail, from: next },
      })
      return { outcome: 'scheduled', charged: null, from: next, offer: await offer(accountId) }
    },

    /** The reconcile's pass: downgrades whose charge day came take effect (cap and price). */
    async applyDue(): Promise<number> {
      let applied = 0
      for (const row of await repo().dueScheduled(today())) {
        const plan = await repo().get(row.scheduled_plan_id!)
        const period = row.scheduled_period ?? 'monthly'
        if (plan) {
          await core.auth.billingChange(row.account_id, {
            action: 'billing.plan_change',
            actorId: null,
            plan: { maxPeople: plan.maxPeople, price: planPrice(plan, period) },
            detail: {
              planId: plan.id,
              maxPeople: plan.maxPeople,
              period,
              price: planPrice(plan, period),
              scheduled: true,
            },
          })
        }
        await repo().saveAccountPlan(
          row.account_id,
          {
            plan_id: plan ? plan.id : row.plan_id,
            period,
            scheduled_plan_id: null,
            scheduled_period: null,
            scheduled_from: null,
            scheduled_by: null,
          },
          core.now(),
        )
        applied += 1
      }
      return applied
    },
  }
}
export type PlansService = ReturnType<typeof createPlansService>
