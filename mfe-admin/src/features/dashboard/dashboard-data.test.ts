import { describe, expect, it } from 'vitest'
import {
  accountBars,
  billingMonthRows,
  churnRows,
  revenueRows,
  leadStatusBars,
  leadPeriodRows,
  percent,
  reportPeriodRows,
  signUpRows,
  weekLabel,
} from './dashboard-data'

const userStats = {
  byStatus: { '-1': 40, '0': 5, '1': 3, '2': 2 },
  registered: 50,
  guests: 7,
  signUpsPerWeek: [
    { weekStart: '2026-02-22', count: 4 },
    { weekStart: '2026-03-01', count: 6 },
  ],
  conversion: { trial: 30, paid: 10, rate: 0.25 },
}

describe('dashboard data', () => {
  it('labels weeks by their Sunday, day first', () => {
    expect(weekLabel('2026-03-01')).toBe('01/03')
    expect(signUpRows(userStats)).toEqual([
      { period: '22/02', count: 4 },
      { period: '01/03', count: 6 },
    ])
  })

  it('shows accounts by the Hebrew status labels, guests apart', () => {
    expect(accountBars(userStats).map((b) => [b.name, b.value])).toEqual([
      ['פעיל', 40],
      ['ניסיון מתקרב לסיום', 5],
      ['תקופת הניסיון הסתיימה', 3],
      ['המנוי הסתיים', 2],
      ['אורחים', 7],
    ])
    expect(percent(0.25)).toBe('25%')
    expect(percent(1 / 3)).toBe('33.3%')
  })

  it('turns leads and reports per week into one series per source', () => {
    const leads = {
      byStatus: { new: 3, contacted: 1, interested: 0, not_interested: 2, user_created: 1 },
      perWeek: [{ weekStart: '2026-03-01', count: 3, bySource: { 'דף נחיתה': 2, הדגמה: 1 } }],
      sources: ['דף נחיתה', 'הדגמה'],
    }
    expect(leadPeriodRows(leads)).toEqual([{ period: '01/03', 'דף נחיתה': 2, הדגמה: 1 }])
    expect(leadStatusBars(leads).map((b) => [b.name, b.value])).toEqual([
      ['חדש', 3],
      ['נוצר קשר', 1],
      ['מעוניין', 0],
      ['לא מעוניין', 2],
      ['נוצר משתמש', 1],
    ])
    expect(
      reportPeriodRows({
        perWeek: [
          {
            weekStart: '2026-03-01',
            count: 5,
            bySource: { phone: 4, reminder: 0, web: 1, warden: 0, link: 0 },
          },
        ],
        total: 5,
      }),
    ).toEqual([{ period: '01/03', phone: 4, reminder: 0, web: 1, warden: 0, link: 0 }])
  })
})

describe('billing rows', () => {
  it('one row per month, labelled MM/YY, with the month’s figures', () => {
    const stats = {
      months: [
        {
          month: '2026-11',
          revenue: 297,
          paying: 3,
          declined: 0,
          cancelled: 1,
          lapsed: 0,
          mrr: 297,
          churnRate: null,
        },
        {
          month: '2026-12',
          revenue: 99,
          paying: 1,
          declined: 1,
          cancelled: 0,
          lapsed: 1,
          mrr: 99,
          churnRate: 1 / 3,
        },
      ],
      mrr: 99,
      running: 1,
    }
    expect(revenueRows(stats)).toEqual([
      { period: '11/26', revenue: 297, mrr: 297 },
      { period: '12/26', revenue: 99, mrr: 99 },
    ])
    expect(billingMonthRows(stats)[1]).toEqual({
      period: '12/26',
      paying: 1,
      declined: 1,
      cancelled: 0,
      lapsed: 1,
    })
    // No payer the month before: no churn figure, rather than a made-up 0%.
    expect(churnRows(stats)).toEqual([{ period: '11/26' }, { period: '12/26', churn: 33.3 }])
  })
})
