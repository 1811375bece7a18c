import type { Migration } from '@seats/kit'
import * as createSubscriptions from './20261123100000_create_subscriptions'
import * as createChargeAttempts from './20261123100100_create_charge_attempts'
import * as createPayments from './20261123100200_create_payments'
import * as addCardExpiry from './20261128090000_add_card_expiry'
import * as createBillingDetails from './20261128120000_create_billing_details'
import * as createPlans from './20261128120100_create_plans'
import * as addPeriodMonths from './20261128120200_add_period_months'
import * as createCoupons from './20261128120300_create_coupons'

/** Every migration of the billing database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20261123100000_create_subscriptions': createSubscriptions,
  '20261123100100_create_charge_attempts': createChargeAttempts,
  '20261123100200_create_payments': createPayments,
  '20261128090000_add_card_expiry': addCardExpiry,
  '20261128120000_create_billing_details': createBillingDetails,
  '20261128120100_create_plans': createPlans,
  '20261128120200_add_period_months': addPeriodMonths,
  '20261128120300_create_coupons': createCoupons,
}
