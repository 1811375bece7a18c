import { describe, expect, it } from 'vitest'
import { buildUser } from './test-users'
import { matchesUserQuery, noUserFilters, toUserRow, visibleUsers, type UserFilters } from './user-list'

const now = new Date('2026-03-01T12:00:00Z')
const users = [
  // A trial past its first 20 days, ending soon: 0.
  buildUser({
    id: 1,
    contactName: 'משה כהן',
    synagogueName: 'אהל משה',
    email: 'moshe@example.com',
    phone: '0501234567',
    createdAt: '2026-02-01T10:00:00Z',
    subscriptionEndsAt: '2026-03-05T10:00:00Z',
    maxPeople: 300,
  }),
  // A trial that ended: 1.
  buildUser({
    id: 2,
    contactName: 'דוד לוי',
    synagogueName: 'בית יוסף',
    email: 'david@example.com',
    phone: '026543210',
    createdAt: '2026-01-01T10:00:00Z',
    subscriptionEndsAt: '2026-01-21T10:00:00Z',
    maxPeople: 150,
    isAdmin: true,
  }),
  // Paid, expired: 2.
  buildUser({
    id: 3,
    contactName: 'אברהם פרץ',
    synagogueName: '',
    email: null,
    phone: '0529876543',
    subscriptionType: 'חודשי',
    subscriptionEndsAt: '2026-02-01T10:00:00Z',
    createdAt: '2025-06-01T10:00:00Z',
    maxPeople: 800,
    price: 149,
  }),
  // A demo guest: -1, no end date.
  buildUser({
    id: 4,
    contactName: 'אורח',
    synagogueName: 'בית כנסת לדוגמה',
    email: null,
    phone: '0541112222',
    isGuest: true,
    isDemoGuest: true,
    subscriptionEndsAt: null,
    createdAt: '2026-02-28T10:00:00Z',
  }),
]
const listed = [
  { worshippers: 10, lastSignInAt: '2026-02-20T10:00:00Z' },
  { worshippers: 90, lastSignInAt: '2026-02-28T10:00:00Z' },
  { worshippers: null, lastSignInAt: null },
  { worshippers: 120, lastSignInAt: null },
]
const rows = users.map((u, i) => toUserRow({ ...u, ...listed[i] }, now))
const ids = (list: { user: { id: number } }[]) => list.map((r) => r.user.id)
const byName = { key: 'contactName', direction: 'asc' } as const

describe('users list', () => {
  it('works out each account status with the contracts function', () => {
    expect(rows.map((r) => r.status)).toEqual([0, 1, 2, -1])
  })

  it('searches names, synagogue and email by words in any order', () => {
    expect(ids(visibleUsers(rows, 'כהן משה', noUserFilters, byName))).toEqual([1])
    expect(ids(visibleUsers(rows, 'בית', noUserFilters, byName))).toEqual([4, 2])
    expect(ids(visibleUsers(rows, 'DAVID@', noUserFilters, byName))).toEqual([2])
    expect(ids(visibleUsers(rows, '  ', noUserFilters, byName))).toHaveLength(4)
  })

  it('searches phones by their digits, however they are typed', () => {
    expect(matchesUserQuery(rows[0]!, '050-123')).toBe(true)
    expect(matchesUserQuery(rows[0]!, '+972 50 1234')).toBe(true)
    expect(matchesUserQuery(rows[1]!, '02-654')).toBe(true)
    expect(matchesUserQuery(rows[1]!, '050')).toBe(false)
  })

  it('filters by status, guests, demo guests and admins', () => {
    const only = (f: Partial<UserFilters>) => ids(visibleUsers(rows, '', { ...noUserFilters, ...f }, byName))
    expect(only({ status: 1 })).toEqual([2])
    expect(only({ status: -1 })).toEqual([4])
    expect(only({ guest: 'only' })).toEqual([4])
    expect(only({ guest: 'exclude' })).toEqual([3, 2, 1])
    expect(only({ demoGuest: 'only' })).toEqual([4])
    expect(only({ admin: 'only' })).toEqual([2])
    expect(only({ admin: 'exclude', guest: 'exclude' })).toEqual([3, 1])
  })

  it('sorts by any column, both directions, missing values last', () => {
    const sorted = (key: Parameters<typeof visibleUsers>[3]['key'], direction: 'asc' | 'desc') =>
      ids(visibleUsers(rows, '', noUserFilters, { key, direction }))
    expect(sorted('contactName', 'asc')).toEqual([3, 4, 2, 1])
    // Ties: the newest account first going up, so the oldest first going down (the same order reversed).
    expect(sorted('maxPeople', 'asc')).toEqual([2, 4, 1, 3])
    expect(sorted('maxPeople', 'desc')).toEqual([3, 1, 4, 2])
    expect(sorted('subscriptionEndsAt', 'asc')).toEqual([2, 3, 1, 4])
    expect(sorted('subscriptionEndsAt', 'desc')).toEqual([1, 3, 2, 4])
    expect(sorted('status', 'asc')).toEqual([4, 1, 2, 3])
    expect(sorted('createdAt', 'desc')).toEqual([4, 1, 2, 3])
    expect(sorted('email', 'asc')).toEqual([2, 1, 4, 3])
    expect(sorted('price', 'desc')[0]).toBe(3)
    expect(sorted('lastSignInAt', 'desc')).toEqual([2, 1, 4, 3])
    expect(sorted('worshippers', 'asc')).toEqual([1, 2, 4, 3])
  })

  it('keeps the order through a search, and a direction change reverses it (missing values still last)', () => {
    const sort = { key: 'email', direction: 'asc' } as const
    expect(ids(visibleUsers(rows, '', noUserFilters, sort))).toEqual([2, 1, 4, 3])
    expect(ids(visibleUsers(rows, '', noUserFilters, { ...sort, direction: 'desc' }))).toEqual([1, 2, 4, 3])
    expect(ids(visibleUsers(rows, 'example', noUserFilters, sort))).toEqual([2, 1])
  })

  it('searches and filters 10,000 accounts (how fast is the admin-users benchmark to say)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      toUserRow(
        buildUser({ id: i + 1, contactName: `משתמש ${i}`, phone: `05${String(i).padStart(8, '0')}` }),
        now,
      ),
    )
    const found = visibleUsers(many, 'משתמש 99', noUserFilters, { key: 'createdAt', direction: 'desc' })
    // Each word found in the name, the synagogue, the email or the phone: 'משתמש 99' itself among them.
    expect(found.map((r) => r.user.contactName)).toContain('משתמש 99')
    expect(found.length).toBeLessThan(many.length)
    expect(found.every((r) => `${r.text} ${r.user.phone}`.includes('99'))).toBe(true)
    const byStatus = visibleUsers(many, '', { ...noUserFilters, status: 1 }, byName)
    expect(byStatus.length).toBeGreaterThan(0)
    expect(byStatus.every((r) => r.status === 1)).toBe(true)
  })
})
