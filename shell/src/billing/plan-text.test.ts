import { sampleUser } from '@seats/contracts/testing'
import { describe, expect, it } from 'vitest'
import { firstChargeText, formatAmount, formatShekels, paymentMode, planLines, stateTag } from './plan-text'

const now = new Date('2025-06-15T12:00:00Z')

describe('plan texts', () => {
  it('states the plan from the user record: up to N worshippers, the monthly price, monthly renewal', () => {
    expect(planLines({ maxPeople: 300, price: 99 })).toEqual([
      'עד 300 מתפללים',
      '₪99 לחודש',
      'מתחדש מדי חודש',
    ])
    expect(planLines({ maxPeople: 500, price: 149.9 })[1]).toBe('₪149.90 לחודש')
  })

  it('shows the first charge date as DD/MM/YY', () => {
    expect(firstChargeText('2025-07-01')).toBe('החיוב הראשון: 01/07/25')
  })

  it('shows amounts with agorot', () => {
    expect(formatAmount(99)).toBe('₪99.00')
    expect(formatAmount(1188.5)).toBe('₪1,188.50')
    expect(formatShekels(99)).toBe('₪99')
  })
})

describe('the state tag', () => {
  const trial = (endsAt: string | null) =>
    sampleUser({ subscriptionType: 'ניסיון', subscriptionEndsAt: endsAt })

  it('counts the trial days left instead of saying there is no subscription', () => {
    expect(stateTag('none', trial('2025-06-27T12:00:00Z'), now)).toEqual({
      text: 'תקופת ניסיון, עוד 12 ימים',
      intent: 'primary',
    })
    expect(stateTag('none', trial('2025-06-16T08:00:00Z'), now).text).toBe('תקופת ניסיון, עוד יום אחד')
    expect(stateTag('none', trial('2025-06-10T00:00:00Z'), now).text).toBe('תקופת הניסיון הסתיימה')
  })

  it('says the subscription state once one is running, or when the account is not on a trial', () => {
    expect(stateTag('active', trial('2025-06-27T12:00:00Z'), now).text).toBe('פעיל')
    const paid = sampleUser({ subscriptionType: 'חודשי', subscriptionEndsAt: '2025-07-01T00:00:00Z' })
    expect(stateTag('none', paid, now).text).toBe('ללא מנוי')
  })
})

describe('paymentMode', () => {
  const paid = sampleUser({ subscriptionType: 'חודשי', subscriptionEndsAt: '2025-07-01T00:00:00Z' })
  const lapsed = sampleUser({ subscriptionType: 'חודשי', subscriptionEndsAt: '2025-06-01T00:00:00Z' })

  it('changes the card of a running subscription', () => {
    expect(paymentMode('active', paid, now)).toBe('change')
    expect(paymentMode('pending', paid, now)).toBe('change')
  })

  it('enters a payment method when there is none, it failed, was cancelled, or the account expired', () => {
    expect(paymentMode('none', paid, now)).toBe('enter')
    expect(paymentMode('failed', paid, now)).toBe('enter')
    expect(paymentMode('cancelled', paid, now)).toBe('enter')
    expect(paymentMode('active', lapsed, now)).toBe('enter')
  })
})

describe('a yearly plan', () => {
  it('says its price is for a year and that it renews each year', () => {
    expect(planLines({ maxPeople: 600, price: 1490 }, 12)).toEqual([
      'עד 600 מתפללים',
      '₪1490 לשנה',
      'מתחדש מדי שנה',
    ])
  })
})
