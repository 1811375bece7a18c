import {
  billingConfigSchema,
  billingDetailsViewSchema,
  planChangeResultSchema,
  planOfferSchema,
  type PlanChangeResult,
  type PlanChoice,
  type PlanOffer,
  type BillingDetails,
  type BillingDetailsView,
  IDEMPOTENCY_HEADER,
  paymentSchema,
  subscriptionSchema,
  userSchema,
  type BillingConfig,
  type Payment,
  type PaymentMethodPayload,
  type Subscription,
  type User,
} from '@seats/contracts'
import { parseResponse } from '../api/parse-response'
import { api } from '../platform/services'

const paymentListSchema = paymentSchema.array()

/** A fresh Idempotency-Key (32 hex characters): one per submit attempt of the payment dialog. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The billing calls of the page, each answer checked against the contracts. Errors are ApiErrors. */
export const billingApi = {
  /** GET /api/billing/config: the card provider's tokenising script(s) and its public values. */
  async config(): Promise<BillingConfig> {
    return parseResponse(billingConfigSchema, await api.get<unknown>('/billing/config'), 'billing config')
  },

  /** GET /api/billing/subscription: state, plan, dates (firstChargeDate computed by the server), card. */
  async subscription(): Promise<Subscription> {
    return parseResponse(subscriptionSchema, await api.get<unknown>('/billing/subscription'), 'subscription')
  },

  /** GET /api/billing/payments, newest first. */
  async payments(): Promise<Payment[]> {
    return parseResponse(paymentListSchema, await api.get<unknown>('/billing/payments'), 'payments')
  },

  /**
   * POST /api/users/createRecurringCharge with the card token and the first charge date; also changes
   * the card. The same key must travel with every retry of one attempt, so the server charges once.
   * Throws ApiError: 422 payment_declined (the provider's message), 409 payment_pending, 400, 429.
   */
  async createRecurringCharge(payload: PaymentMethodPayload, idempotencyKey: string): Promise<User> {
    const body = await api.post<unknown>('/users/createRecurringCharge', payload, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
    return parseResponse(userSchema, body, 'createRecurringCharge')
  },

  /** GET /api/billing/details: the synagogue's details for its receipts (null before any). */
  async details(): Promise<BillingDetailsView> {
    return parseResponse(
      billingDetailsViewSchema,
      await api.get<unknown>('/billing/details'),
      'billing details',
    )
  },

  /** PUT /api/billing/details: saved, and sent to the card provider's customer. 400 names the bad fields. */
  async saveDetails(details: BillingDetails): Promise<BillingDetailsView> {
    return parseResponse(
      billingDetailsViewSchema,
      await api.put<unknown>('/billing/details', details),
      'billing details',
    )
  },

  /** GET /api/billing/plans: the plans on offer, the account's own, and a downgrade waiting for the next charge. */
  async plans(): Promise<PlanOffer> {
    return parseResponse(planOfferSchema, await api.get<unknown>('/billing/plans'), 'plans')
  },

  /** POST /api/billing/plan: applied now, an upgrade charged pro rata now, or a downgrade from the next charge. */
  async choosePlan(choice: PlanChoice): Promise<PlanChangeResult> {
    return parseResponse(
      planChangeResultSchema,
      await api.post<unknown>('/billing/plan', choice),
      'plan change',
    )
  },

  /** POST /api/billing/subscription/cancel: no further charges; the paid time is kept. */
  async cancel(): Promise<Subscription> {
    return parseResponse(
      subscriptionSchema,
      await api.post<unknown>('/billing/subscription/cancel'),
      'subscription cancel',
    )
  },
}
