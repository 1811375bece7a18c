import type { Knex } from '@seats/kit'
import {
  STATS_WEEKS,
  TRIAL_SUBSCRIPTION_TYPE,
  countByWeek,
  israelDate,
  lastWeekStarts,
  subscriptionStatus,
  weeksWindowStart,
  type UserStats,
} from '@seats/contracts'

interface StatsRow {
  is_guest: number
  is_demo_guest: number
  is_admin: number
  subscription_type: string
  subscription_ends_at: Date | null
  created_at: Date
}

/**
 * The admin dashboard's account figures, from one read of five columns of every account (10,000 rows are a
 * few milliseconds): statuses use the shared subscriptionStatus, weeks are Israel weeks.
 */
export async function userStats(db: Knex, now = new Date()): Promise<UserStats> {
  const rows = (await db('users').select(
    'is_guest',
    'is_demo_guest',
    'is_admin',
    'subscription_type',
    'subscription_ends_at',
    'created_at',
  )) as StatsRow[]
  const byStatus: UserStats['byStatus'] = { '-1': 0, '0': 0, '1': 0, '2': 0 }
  const conversion = { trial: 0, paid: 0, rate: 0 }
  const windowStart = weeksWindowStart(STATS_WEEKS, now)
  const signUps: string[] = []
  let guests = 0
  for (const r of rows) {
    if (r.is_guest || r.is_demo_guest) {
      guests++
      continue
    }
    const createdAt = new Date(r.created_at)
    const status = subscriptionStatus(
      {
        isDemoGuest: false,
        subscriptionType: r.subscription_type,
        subscriptionEndsAt: r.subscription_ends_at ? new Date(r.subscription_ends_at).toISOString() : null,
        createdAt: createdAt.toISOString(),
      },
      now,
    )
    byStatus[String(status) as keyof UserStats['byStatus']]++
    if (!r.is_admin) {
      if (r.subscription_type === TRIAL_SUBSCRIPTION_TYPE) conversion.trial++
      else conversion.paid++
    }
    if (createdAt >= windowStart) signUps.push(israelDate(createdAt))
  }
  const total = conversion.trial + conversion.paid
  conversion.rate = total === 0 ? 0 : Math.round((conversion.paid / total) * 10_000) / 10_000
  const weeks = lastWeekStarts(STATS_WEEKS, now)
  const perWeek = countByWeek(weeks, signUps)
  return {
    byStatus,
    registered: rows.length - guests,
    guests,
    signUpsPerWeek: weeks.map((weekStart) => ({ weekStart, count: perWeek.get(weekStart) ?? 0 })),
    conversion,
  }
}
