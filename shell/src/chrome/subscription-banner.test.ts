import type { User } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { subscriptionBannerFor } from './subscription-banner'
import { sampleUser } from '@seats/contracts/testing'

const now = new Date('2025-06-15T12:00:00Z')

function user(partial: Partial<User>): User {
  return sampleUser({
    email: 'g@example.com',
    subscriptionEndsAt: '2025-06-25T00:00:00Z',
    createdAt: '2025-06-10T00:00:00Z',
    ...partial,
  })
}

describe('subscriptionBannerFor', () => {
  it('says nothing without a user, for guests, or in the first 20 days of a trial', () => {
    expect(subscriptionBannerFor(null, now)).toBeNull()
    expect(
      subscriptionBannerFor(
        user({
          isGuest: true,
          createdAt: '2025-01-01T00:00:00Z',
          subscriptionEndsAt: '2025-02-01T00:00:00Z',
        }),
        now,
      ),
    ).toBeNull()
    expect(subscriptionBannerFor(user({}), now)).toBeNull()
  })

  it("a trial's last days are counted before it ends, in Israel days", () => {
    const ending = (endsAt: string) =>
      subscriptionBannerFor(user({ subscriptionEndsAt: endsAt, createdAt: '2025-06-01T00:00:00Z' }), now)
    expect(ending('2025-06-18T10:00:00Z')).toMatchObject({
      status: 'ending',
      intent: 'primary',
      text: expect.stringContaining('תקופת הניסיון מסתיימת בעוד 3 ימים'),
    })
    expect(ending('2025-06-16T10:00:00Z')?.text).toContain('מסתיימת מחר')
    expect(ending('2025-06-15T20:00:00Z')?.text).toContain('מסתיימת היום')
    // More than five days ahead: the trial just runs.
    expect(ending('2025-06-21T10:00:00Z')).toBeNull()
    // A paid plan near its renewal says nothing.
    expect(
      subscriptionBannerFor(
        user({ subscriptionType: 'חודשי', subscriptionEndsAt: '2025-06-16T10:00:00Z' }),
        now,
      ),
    ).toBeNull()
  })

  it('0: a late trial shows the seed text and the end date and time', () => {
    // A local time, so the expected text does not depend on the machine's time zone.
    const banner = subscriptionBannerFor(
      user({ createdAt: '2025-05-01T00:00:00Z', subscriptionEndsAt: '2025-06-25T18:30:00' }),
      now,
    )
    expect(banner).toEqual({
      status: 0,
      intent: 'primary',
      text: 'משתמש יקר, הנך נמצא בתקופת ניסיון בחינם שתסתיים בתאריך 25/06/25 18:30',
    })
  })

  it('1: an expired trial shows the seed text', () => {
    const banner = subscriptionBannerFor(
      user({ createdAt: '2025-01-01T00:00:00Z', subscriptionEndsAt: '2025-02-01T00:00:00Z' }),
      now,
    )
    expect(banner).toEqual({ status: 1, intent: 'warning', text: 'משתמש יקר, תקופת הניסיון שלך הסתיימה' })
  })

  it('2: an expired paid subscription shows the seed text and how long ago', () => {
    const banner = subscriptionBannerFor(
      user({ subscriptionType: 'חודשי', subscriptionEndsAt: '2025-06-12T12:00:00Z' }),
      now,
    )
    expect(banner).toEqual({ status: 2, intent: 'danger', text: 'משתמש יקר, המנוי שלך הסתיים לפני 3 ימים' })
  })

  it('a paid subscription that has not ended shows nothing', () => {
    expect(
      subscriptionBannerFor(
        user({ subscriptionType: 'חודשי', subscriptionEndsAt: '2025-07-01T00:00:00Z' }),
        now,
      ),
    ).toBeNull()
  })
})
