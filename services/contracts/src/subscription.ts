import { TRIAL_DAYS, TRIAL_SUBSCRIPTION_TYPE } from './product'

/** -1 no restriction, 0 late trial, 1 trial expired, 2 paid subscription expired (seed §4). */
export type SubscriptionStatus = -1 | 0 | 1 | 2

type SubscriptionFields = {
  isDemoGuest: boolean
  subscriptionType: string
  subscriptionEndsAt: string | null
  createdAt: string
}

const DAY_MS = 86_400_000

export function subscriptionStatus(
  user: SubscriptionFields | null | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (!user || user.isDemoGuest) return -1
  const t = now.getTime()
  const endsAt = user.subscriptionEndsAt ? new Date(user.subscriptionEndsAt).getTime() : null
  if (user.subscriptionType === TRIAL_SUBSCRIPTION_TYPE) {
    const trialWindowEnd = new Date(user.createdAt).getTime() + TRIAL_DAYS * DAY_MS
    if (t <= trialWindowEnd) return -1
    if (endsAt !== null && t < endsAt) return 0
    return 1
  }
  if (endsAt === null || t < endsAt) return -1
  return 2
}

/** Whether an account may change data (PRODUCT.md: expired accounts keep reading and receiving reports). */
export function canWrite(status: SubscriptionStatus): boolean {
  return status === -1 || status === 0
}

export function trialEndsAt(from: Date): Date {
  return new Date(from.getTime() + TRIAL_DAYS * DAY_MS)
}
