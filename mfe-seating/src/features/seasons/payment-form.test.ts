import { describe, expect, it } from 'vitest'
import type { SeasonPrices } from '@seats/contracts'
import { checkPayment, checkPrices, parseShekels, paymentValuesOn, priceValuesOf } from './payment-form'

const prices: SeasonPrices = {
  areas: [
    { areaId: 5, name: 'עזרת גברים', seats: 32, price: 1800 },
    { areaId: 6, name: 'עזרת נשים', seats: 16, price: 1200.1 },
  ],
  seatsOutside: 0,
  seats: [],
  rows: [],
}

describe('shekels as a warden types them', () => {
  it('reads thousands separators, the shekel sign and agorot; blank is nothing, words are no number', () => {
    expect(['1800', '1,800', ' ₪1,800.50 ', '0.5', '.5', '12.'].map(parseShekels)).toEqual([
      1800, 1800, 1800.5, 0.5, 0.5, 12,
    ])
    expect(parseShekels('  ')).toBeNull()
    expect(parseShekels('אלף')).toBeNaN()
    expect(parseShekels('-5')).toBeNaN()
  })
})

describe('the prices of the areas', () => {
  it('shows each area’s price as typed, agorot with two digits', () => {
    expect(priceValuesOf(prices)).toEqual({ area5: '1800', area6: '1200.10' })
  })

  it('sends every area, a blank one free; a wrong one is refused under its own area', () => {
    const ok = checkPrices(prices, { area5: '1,900', area6: '' })
    expect(ok.ok && ok.input).toEqual({
      areas: [
        { areaId: 5, price: 1900 },
        { areaId: 6, price: 0 },
      ],
    })
    const bad = checkPrices(prices, { area5: 'הרבה', area6: '10.555' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors).toEqual({ area5: 'יש להזין מחיר בשקלים', area6: 'עד שתי ספרות אחרי הנקודה (אגורות)' })
  })
})

describe('the payment dialog', () => {
  it('sends the amount as a number for the household, the note trimmed', () => {
    const result = checkPayment(7, {
      amount: '1,000.50',
      method: 'cheque',
      paidOn: '2027-09-01',
      note: ' המחאה 17 ',
    })
    expect(result.ok && result.input).toEqual({
      householdId: 7,
      amount: 1000.5,
      method: 'cheque',
      paidOn: '2027-09-01',
      note: 'המחאה 17',
    })
  })

  it('names a missing amount, a zero and a missing method in Hebrew', () => {
    const blank = checkPayment(7, paymentValuesOn('2027-09-01'))
    expect(blank.ok).toBe(false)
    if (blank.ok) return
    expect(blank.errors).toEqual({ amount: 'יש להזין סכום בשקלים', method: 'יש לבחור אמצעי תשלום' })
    const zero = checkPayment(7, { ...paymentValuesOn('2027-09-01'), amount: '0', method: 'cash' })
    expect(!zero.ok && zero.errors).toEqual({ amount: 'הסכום חייב להיות גדול מאפס' })
  })
})
