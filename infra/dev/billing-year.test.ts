import { describe, expect, it } from 'vitest'
import {
  PAID_SUBSCRIPTION_TYPE,
  TRIAL_DAYS,
  TRIAL_SUBSCRIPTION_TYPE,
  addDays,
  addMonths,
  firstChargeDate,
  isValidPhone,
  israelDate,
  subscriptionStatus,
  trialEndsAt,
} from '@seats/contracts'
import {
  SAMPLE_MONTHLY_PRICE,
  SAMPLE_OUTCOME_COUNTS,
  SAMPLE_YEARLY_PRICE,
  billingAccounts,
  billingYearPlan,
  historyCustomers,
  israelTime,
  outcomeCounts,
  paidThroughAfterCharge,
  type BillingYearPlan,
} from './billing-year'

const TODAY = '2026-11-29'
const plan = billingYearPlan(TODAY)
const noon = (date: string) => israelTime(date, 12)
const statusOf = (p: BillingYearPlan, email: string) => {
  const a = p.accounts.find((x) => x.email === email)!
  return subscriptionStatus({ ...a, isDemoGuest: false, createdAt: a.signedUpAt }, noon(p.today))
}

/** Days across a year and a half: month ends, short months, both summer-time changes. */
const TODAYS = Array.from({ length: 20 }, (_, i) => addDays('2026-06-01', i * 19)).concat([
  '2027-01-31',
  '2027-02-28',
  '2027-03-01',
  '2027-03-26',
  '2027-10-31',
  '2028-02-29',
])

describe('billingYearPlan', { timeout: 30_000 }, () => {
  it('is about forty synagogues, ending each way as many times as planned', () => {
    expect(plan.accounts).toHaveLength(40)
    expect(outcomeCounts(plan)).toEqual(SAMPLE_OUTCOME_COUNTS)
  })

  it('names them in Hebrew, with sample addresses and 050-555 numbers', () => {
    const emails = plan.accounts.map((a) => a.email)
    expect(emails[0]).toBe('sample-01@example.com')
    expect(new Set(emails).size).toBe(40)
    expect(emails.every((e) => /^sample-\d{2}@example\.com$/.test(e))).toBe(true)
    expect(new Set(plan.accounts.map((a) => a.synagogueName)).size).toBe(40)
    for (const a of plan.accounts) {
      expect(a.phone).toMatch(/^0505550\d{3}$/)
      expect(isValidPhone(a.phone)).toBe(true)
      expect(a.synagogueName).toMatch(/^בית הכנסת [\u0590-\u05FF" ]+$/)
      expect(a.contactName).toMatch(/^[\u0590-\u05FF ]+$/)
    }
  })

  it('signs them up over the last twelve months, more of them lately, none in the future', () => {
    for (const today of TODAYS) {
      const p = billingYearPlan(today)
      const days = p.accounts.map((a) => israelDate(new Date(a.signedUpAt)))
      expect(days.every((d) => d < today && d > addMonths(today, -12))).toBe(true)
      expect(days).toEqual([...days].sort())
      const recent = days.filter((d) => d >= addMonths(today, -6)).length
      expect(recent).toBeGreaterThan(days.length - recent)
      expect(days.filter((d) => d >= addMonths(today, -1)).length).toBeGreaterThan(
        days.filter((d) => d < addMonths(today, -11)).length,
      )
    }
  })

  it("charges every paying synagogue first on the day its trial's time ran out", () => {
    for (const today of TODAYS) {
      for (const a of billingYearPlan(today).accounts) {
        if (!a.subscription) continue
        const trialEnd = trialEndsAt(new Date(a.signedUpAt)).toISOString()
        expect(a.subscription.firstCharge).toBe(firstChargeDate(trialEnd, israelDate(new Date(a.signedUpAt))))
        expect(a.subscription.firstCharge).toBe(addDays(israelDate(new Date(trialEnd)), 1))
        expect(a.subscription.charges[0]).toEqual({
          date: a.subscription.firstCharge,
          amount: a.subscription.price,
          valid: true,
        })
        // The provider keeps the day each month: a day every month has.
        expect(Number(a.subscription.firstCharge.slice(8))).toBeLessThanOrEqual(28)
        expect(a.subscription.charges.every((c) => c.date <= today)).toBe(true)
      }
    }
  })

  it('keeps each synagogue where its outcome says, as an admin would see it today', () => {
    for (const today of TODAYS) {
      const p = billingYearPlan(today)
      for (const a of p.accounts) {
        const status = statusOf(p, a.email)
        const s = a.subscription
        const charged = s?.charges ?? []
        switch (a.outcome) {
          case 'trial':
            expect([a.subscriptionType, status, s]).toEqual([TRIAL_SUBSCRIPTION_TYPE, -1, null])
            expect(a.subscriptionEndsAt).toBe(trialEndsAt(new Date(a.signedUpAt)).toISOString())
            break
          case 'trial_ended':
            expect([a.subscriptionType, status, s]).toEqual([TRIAL_SUBSCRIPTION_TYPE, 1, null])
            break
          case 'monthly':
            expect([a.subscriptionType, status, s?.state, s?.price]).toEqual([
              PAID_SUBSCRIPTION_TYPE,
              -1,
              'active',
              SAMPLE_MONTHLY_PRICE,
            ])
            // Every month from the first charge to today, and the next one after today.
            expect(charged.map((c) => c.date)).toEqual(charged.map((_, k) => addMonths(s!.firstCharge, k)))
            expect(s!.nextCharge > today && addMonths(s!.nextCharge, -1) <= today).toBe(true)
            break
          case 'yearly':
            expect([status, s?.state, s?.periodMonths, a.price]).toEqual([
              -1,
              'active',
              12,
              SAMPLE_YEARLY_PRICE,
            ])
            expect(charged).toEqual([{ date: s!.firstCharge, amount: SAMPLE_YEARLY_PRICE, valid: true }])
            expect(s!.nextCharge).toBe(addMonths(s!.firstCharge, 12))
            break
          case 'cancelled': {
            const cancelDay = israelDate(new Date(s!.cancelledAt!))
            expect(s!.state).toBe('cancelled')
            expect(cancelDay < addDays(today, -1)).toBe(true)
            expect(cancelDay > charged.at(-1)!.date && cancelDay < s!.nextCharge).toBe(true)
            expect(charged.every((c) => c.valid)).toBe(true)
            break
          }
          case 'lapsed':
            expect([status, s?.state, s?.card.behaviour]).toEqual([2, 'failed', 'renewal_declines'])
            expect(charged.map((c) => c.valid)).toEqual([true, false])
            // Declined a week ago at least, so its reminders are behind it.
            expect(charged[1]!.date <= addDays(today, -7)).toBe(true)
            expect(s!.nextCharge).toBe(charged[1]!.date)
            break
        }
        if (s) {
          const lastPaid = charged.filter((c) => c.valid).at(-1)!
          expect(a.subscriptionEndsAt).toBe(
            paidThroughAfterCharge(lastPaid.date, s.periodMonths).toISOString(),
          )
          expect(s.card.expiryYear).toBeGreaterThanOrEqual(Number(today.slice(0, 4)) + 2)
        }
      }
    }
  })

  it('has paying synagogues in each of the twelve months the charts show', () => {
    for (const today of TODAYS) {
      const p = billingYearPlan(today)
      const months = new Set(
        p.accounts.flatMap((a) =>
          (a.subscription?.charges ?? []).filter((c) => c.valid).map((c) => c.date.slice(0, 7)),
        ),
      )
      // This month's charges may all be days away yet, early in it.
      for (let back = Number(today.slice(8)) >= 10 ? 0 : 1; back < 12; back++)
        expect(months).toContain(addMonths(`${today.slice(0, 7)}-01`, -back).slice(0, 7))
    }
  })

  it('is the same plan for the same day', () => {
    expect(billingYearPlan(TODAY)).toEqual(plan)
    expect(JSON.stringify(billingYearPlan('2027-03-26'))).toBe(JSON.stringify(billingYearPlan('2027-03-26')))
    expect(() => billingYearPlan('2026-02-30')).toThrow()
  })

  it("gives the provider the paying synagogues by billing's customer identifier", () => {
    const ids = new Map(plan.accounts.map((a, i) => [a.email, 500 + i]))
    const idOf = (email: string) => ids.get(email)!
    const customers = historyCustomers(plan, idOf)
    const paying = plan.accounts.filter((a) => a.subscription)
    expect(customers).toHaveLength(paying.length)
    expect(customers[0]).toMatchObject({
      externalIdentifier: `seats-account-${idOf(paying[0]!.email)}`,
      name: paying[0]!.synagogueName,
      item: {
        dateStart: paying[0]!.subscription!.firstCharge,
        durationMonths: paying[0]!.subscription!.periodMonths,
      },
    })
    const cancelled = customers.filter((c) => c.item.cancelOn !== null)
    expect(cancelled).toHaveLength(SAMPLE_OUTCOME_COUNTS.cancelled)
    expect(billingAccounts(plan, idOf).map((a) => a.accountId)).toEqual(paying.map((a) => idOf(a.email)))
    expect(TRIAL_DAYS).toBeGreaterThan(0)
  })
})
