import { subscriptionStatus, type SubscriptionStatus, type User } from '@seats/contracts'
import { bannerTexts, formatDateTime, fromNow } from '@seats/sdk'

export interface SubscriptionBanner {
  status: Exclude<SubscriptionStatus, -1>
  text: string
  intent: 'primary' | 'warning' | 'danger'
}

/** Seed §4: the banner for a signed-in, non-guest user, or null when there is nothing to say. */
export function subscriptionBannerFor(user: User | null, now: Date = new Date()): SubscriptionBanner | null {
  if (!user || user.isGuest) return null
  const status = subscriptionStatus(user, now)
  switch (status) {
    case -1:
      return null
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
