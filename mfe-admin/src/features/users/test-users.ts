import type { User } from '@seats/contracts'

/** A user as GET /api/users answers it, for tests. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'gabbai@example.com',
    contactName: 'משה כהן',
    synagogueName: 'אהל משה',
    phone: '0501234567',
    isNew: false,
    isGuest: false,
    isDemoGuest: false,
    hasCompletedDemo: false,
    isAdmin: false,
    subscriptionType: 'ניסיון',
    subscriptionEndsAt: '2026-02-01T10:00:00.000Z',
    maxPeople: 300,
    price: 99,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  }
}
