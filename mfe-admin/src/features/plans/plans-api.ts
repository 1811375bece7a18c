import { planSchema, type Plan, type PlanInput } from '@seats/contracts'
import { api } from '@seats/sdk'

const planList = planSchema.array()

/** Billing's admin endpoints for plans (services/billing). */
export const plansApi = {
  list: async (signal?: AbortSignal) =>
    planList.parse(await api.get<unknown>('/billing/admin/plans', { signal })),
  create: async (input: PlanInput) =>
    planSchema.parse(await api.post<unknown>('/billing/admin/plans', input)),
  update: async (id: number, input: PlanInput) =>
    planSchema.parse(await api.put<unknown>(`/billing/admin/plans/${id}`, input)),
}

/** Shekels as the screens show them: ₪149, ₪1,490. */
export const shekels = (amount: number) => `₪${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`

/** The yearly price's saving against twelve monthly charges, in whole percent. */
export const yearlySaving = (p: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>) =>
  Math.round((1 - p.yearlyPrice / (p.monthlyPrice * 12)) * 100)
