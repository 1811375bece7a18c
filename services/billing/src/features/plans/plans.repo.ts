import type { BillingPeriod, Plan, PlanInput } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface PlanRow {
  id: number
  max_people: number
  monthly_price: string | number
  yearly_price: string | number
  active: number | boolean
}

export interface AccountPlanRow {
  account_id: number
  plan_id: number | null
  period: BillingPeriod
  scheduled_plan_id: number | null
  scheduled_period: BillingPeriod | null
  scheduled_from: string | Date | null
  scheduled_by: number | null
  updated_at: Date
}

const planOf = (r: PlanRow): Plan => ({
  id: Number(r.id),
  maxPeople: Number(r.max_people),
  monthlyPrice: Number(r.monthly_price),
  yearlyPrice: Number(r.yearly_price),
  active: Boolean(r.active),
})

export function plansRepo(db: Knex | Knex.Transaction) {
  return {
    /** Smallest first. */
    async all(activeOnly: boolean): Promise<Plan[]> {
      const q = db<PlanRow>('plans').orderBy([{ column: 'max_people' }, { column: 'id' }])
      if (activeOnly) q.where({ active: true })
      return (await q).map(planOf)
    },
    async get(id: number): Promise<Plan | null> {
      const row = await db<PlanRow>('plans').where({ id }).first()
      return row ? planOf(row) : null
    },
    async create(p: Required<PlanInput>, now: Date): Promise<Plan> {
      const [id] = await db('plans').insert({
        max_people: p.maxPeople,
        monthly_price: p.monthlyPrice,
        yearly_price: p.yearlyPrice,
        active: p.active,
        created_at: now,
        updated_at: now,
      })
      return (await this.get(Number(id)))!
    },
    async update(id: number, p: Required<PlanInput>, now: Date): Promise<Plan | null> {
      await db('plans').where({ id }).update({
        max_people: p.maxPeople,
        monthly_price: p.monthlyPrice,
        yearly_price: p.yearlyPrice,
        active: p.active,
        updated_at: now,
      })
      return this.get(id)
    },
    accountPlan(accountId: number): Promise<AccountPlanRow | undefined> {
      return db<AccountPlanRow>('account_plans').where({ account_id: accountId }).first()
    },
    async saveAccountPlan(
      accountId: number,
      fields: Partial<Omit<AccountPlanRow, 'account_id' | 'updated_at'>>,
      now: Date,
    ): Promise<void> {
      await db('account_plans')
        .insert({ account_id: accountId, period: 'monthly', ...fields, updated_at: now })
        .onConflict('account_id')
        .merge({ ...fields, updated_at: now })
    },
    /** Downgrades whose day has come. */
    dueScheduled(today: string): Promise<AccountPlanRow[]> {
      return db<AccountPlanRow>('account_plans')
        .whereNotNull('scheduled_plan_id')
        .where('scheduled_from', '<=', today)
    },
  }
}
