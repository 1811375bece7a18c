import { DEFAULT_MAX_PEOPLE, DEFAULT_PRICE, TRIAL_SUBSCRIPTION_TYPE, trialEndsAt } from '@seats/contracts'
import type { UserFields } from '../user-records'

export interface NewAccountInput {
  email: string | null
  passwordHash: string | null
  contactName: string
  synagogueName?: string
  phone: string
  hasCompletedDemo?: boolean
}

/**
 * A fresh account: new (so the tour runs), on a 20-day trial, with the default plan. `now` is when the row
 * is made; the trial's days count on the calendar's clock (`trialFrom`, the same outside a test system).
 */
export function newAccountFields(input: NewAccountInput, now: Date, trialFrom: Date = now): UserFields {
  return {
    email: input.email,
    passwordHash: input.passwordHash,
    contactName: input.contactName,
    synagogueName: input.synagogueName ?? '',
    phone: input.phone,
    isNew: true,
    isGuest: false,
    isDemoGuest: false,
    hasCompletedDemo: input.hasCompletedDemo ?? false,
    isAdmin: false,
    subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
    subscriptionEndsAt: trialEndsAt(trialFrom),
    maxPeople: DEFAULT_MAX_PEOPLE,
    price: DEFAULT_PRICE,
    createdAt: now,
  }
}
