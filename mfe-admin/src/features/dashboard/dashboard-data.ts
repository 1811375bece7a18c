import {
  leadStatuses,
  leadStatusMeta,
  reportSources,
  type BillingStats,
  type LeadStats,
  type ReportStats,
  type SubscriptionStatus,
  type UserStats,
} from '@seats/contracts'
import { chartColors, type CategoryBar } from '@seats/sdk/charts'
import { statusMeta, subscriptionStatuses } from '../users'

/** Chart colours that read on the light and the dark theme alike (Blueprint's intent colours). */

const statusColor: Record<SubscriptionStatus, string> = {
  [-1]: chartColors.success,
  0: chartColors.warning,
  1: chartColors.danger,
  2: chartColors.dangerDark,
}

/** '2026-03-01' → '01/03': a week's Sunday on the axis. */
export function weekLabel(weekStart: string): string {
  const [, month, day] = weekStart.split('-')
  return `${day}/${month}`
}

export type Bar = CategoryBar

/** Accounts by the seed's status code with its Hebrew label, then guests apart. */
export function accountBars(stats: UserStats): Bar[] {
  const bars = subscriptionStatuses.map((status) => ({
    name: statusMeta[status].label,
    value: stats.byStatus[String(status) as '-1' | '0' | '1' | '2'] ?? 0,
    color: statusColor[status],
  }))
  return [...bars, { name: 'אורחים', value: stats.guests, color: chartColors.grey }]
}

const severityColor = {
  info: chartColors.primary,
  warning: chartColors.warning,
  success: chartColors.success,
  danger: chartColors.danger,
}

export function leadStatusBars(stats: LeadStats): Bar[] {
  return leadStatuses.map((status) => ({
    name: leadStatusMeta[status].label,
    value: stats.byStatus[status] ?? 0,
    color: status === 'user_created' ? chartColors.violet : severityColor[leadStatusMeta[status].severity],
  }))
}

/** 'ממיר 12%': paid out of trial + paid. */
export const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`

export interface PeriodRow {
  /** The axis label: a week's Sunday (01/03) or a month (12/26). */
  period: string
  [series: string]: number | string
}

/** Sign-ups per week as chart rows. */
export function signUpRows(stats: UserStats): PeriodRow[] {
  return stats.signUpsPerWeek.map((w) => ({ period: weekLabel(w.weekStart), count: w.count }))
}

/** Leads per week, one series per source (every source, most leads first, as the service lists them). */
export function leadPeriodRows(stats: LeadStats): PeriodRow[] {
  return stats.perWeek.map((w) => {
    const row: PeriodRow = { period: weekLabel(w.weekStart) }
    for (const source of stats.sources) row[source] = w.bySource[source] ?? 0
    return row
  })
}

export function reportPeriodRows(stats: ReportStats): PeriodRow[] {
  return stats.perWeek.map((w) => {
    const row: PeriodRow = { period: weekLabel(w.weekStart) }
    for (const source of reportSources) row[source] = w.bySource[source] ?? 0
    return row
  })
}

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0)

/** '2026-12' → '12/26': a month on the axis. */
export function monthLabel(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(2, 4)}`
}

/** Shekels charged per month. */
export function revenueRows(stats: BillingStats): PeriodRow[] {
  return stats.months.map((m) => ({ period: monthLabel(m.month), revenue: m.revenue, mrr: m.mrr }))
}

/** Accounts that paid, renewals declined, subscriptions cancelled and run out, per month. */
export function billingMonthRows(stats: BillingStats): PeriodRow[] {
  return stats.months.map((m) => ({
    period: monthLabel(m.month),
    paying: m.paying,
    declined: m.declined,
    cancelled: m.cancelled,
    lapsed: m.lapsed,
  }))
}

/** Churn per month in percent; a month after one with no payer has none (a gap, not a zero). */
export function churnRows(stats: BillingStats): PeriodRow[] {
  return stats.months.map((m) => ({
    period: monthLabel(m.month),
    ...(m.churnRate === null ? {} : { churn: Math.round(m.churnRate * 1000) / 10 }),
  }))
}
