import {
  TRIAL_SUBSCRIPTION_TYPE,
  israelDate,
  subscriptionStatus,
  type SubscriptionStatus,
  type User,
} from '@seats/contracts'
import { bannerTexts, formatDateTime, fromNow } from '@seats/sdk'

/** A trial's last days: the warden sees them counted before it ends, with the offer to pay. */
export const TRIAL_NOTICE_DAYS = 5
const DAY_MS = 86_400_000

export interface SubscriptionBanner {
  /** The seed's statuses, or 'ending': a trial in its last TRIAL_NOTICE_DAYS days. */
  status: Exclude<SubscriptionStatus, -1> | 'ending'
  text: string
  intent: 'primary' | 'warning' | 'danger'
}

/** Seed §4: the banner for a signed-in, non-guest user, or null when there is nothing to say. */
export function subscriptionBannerFor(user: User | null, now: Date = new Date()): SubscriptionBanner | null {
  if (!user || user.isGuest) return null
  const status = subscriptionStatus(user, now)
  switch (status) {
    case -1:
      return trialEnding(user, now)
    case 0: {
      // Seed §4: the end date and time.
      const ends = user.subscriptionEndsAt ? ` בתאריך ${formatDateTime(user.subscriptionEndsAt)}` : ''
      return { status, text: `${bannerTexts.lateTrial}${ends}`, intent: 'primary' }
    }
    case 1:
      return { status, text: bannerTexts.trialExpired, intent: 'warning' }
    case 2: {
      const when = user.subscriptionEndsAt ? ` ${fromNow(user.subscriptionEndsAt, now)}` : ''
      return { status, text: `${bannerTexts.subscriptionExpired}${when}`, intent: 'danger' }
    }
  }
}

/** 'בעוד 3 ימים', 'מחר', 'היום': Israel days from now to the trial's last day. */
function trialEnding(user: User, now: Date): SubscriptionBanner | null {
  if (user.subscriptionType !== TRIAL_SUBSCRIPTION_TYPE || !user.subscriptionEndsAt) return null
  const ends = new Date(user.subscriptionEndsAt)
  const days = Math.round((Date.parse(israelDate(ends)) - Date.parse(israelDate(now))) / DAY_MS)
  if (days < 0 || days > TRIAL_NOTICE_DAYS || ends.getTime() <= now.getTime()) return null
  const when = days === 0 ? 'היום' : days === 1 ? 'מחר' : `בעוד ${days} ימים`
  return {
    status: 'ending',
    intent: 'primary',
    text: `${bannerTexts.trialEnding(when)} (${formatDateTime(user.subscriptionEndsAt)})`,
  }
}
