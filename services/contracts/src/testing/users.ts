import { TRIAL_SUBSCRIPTION_TYPE } from '../product'
import type { User } from '../user'

/** A registered warden on the trial, as GET /api/users/me returns one; tests override what they are about. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'gabbai@example.com',
    contactName: 'יוסי כהן',
    synagogueName: 'אהל משה',
    phone: '0501234567',
    isNew: false,
    isGuest: false,
    isDemoGuest: false,
    hasCompletedDemo: false,
    isAdmin: false,
    subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
    subscriptionEndsAt: null,
    maxPeople: 300,
    price: 99,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** A demo guest as POST /api/auth/guest-demo creates one: no email, flagged guest and demo guest. */
export function sampleDemoGuest(overrides: Partial<User> = {}): User {
  return sampleUser({
    id: 9,
    email: null,
    contactName: 'דוד לוי',
    synagogueName: 'בית כנסת לדוגמה',
    isGuest: true,
    isDemoGuest: true,
    ...overrides,
  })
}
