import { describe, expect, it } from 'vitest'
import { emptyCard, padMonth, validateCard, type CardValues } from './card-form'

const now = new Date(2025, 5, 15) // June 2025
const good: CardValues = {
  cardnumber: '4580 0000 0000 0000',
  expirationmonth: '09',
  expirationyear: '2027',
  cvv: '123',
  citizenid: '123456782',
}

describe('validateCard', () => {
  it('asks for every field of an empty form, in Hebrew', () => {
    expect(validateCard(emptyCard, now)).toEqual({
      cardnumber: 'יש להזין מספר כרטיס',
      expirationmonth: 'יש להזין חודש',
      expirationyear: 'יש להזין שנה',
      cvv: 'יש להזין CVV',
      citizenid: 'יש להזין תעודת זהות',
    })
  })

  it('accepts a well-formed card', () => {
    expect(validateCard(good, now)).toEqual({})
    expect(validateCard({ ...good, cardnumber: '4580-0000-0000-0000', expirationmonth: '6' }, now)).toEqual(
      {},
    )
  })

  it('says what is wrong with each malformed field', () => {
    expect(
      validateCard(
        { cardnumber: '4580 00ab', expirationmonth: '13', expirationyear: '27', cvv: '12', citizenid: '12a' },
        now,
      ),
    ).toEqual({
      cardnumber: 'מספר הכרטיס אינו תקין',
      expirationmonth: 'חודש בין 01 ל-12',
      expirationyear: 'שנה בת 4 ספרות',
      cvv: 'CVV בן 3 או 4 ספרות',
      citizenid: 'מספר תעודת הזהות אינו תקין',
    })
  })

  it('refuses a card whose expiry has passed, on the field that shows it', () => {
    expect(validateCard({ ...good, expirationyear: '2024' }, now)).toEqual({
      expirationyear: 'תוקף הכרטיס עבר',
    })
    expect(validateCard({ ...good, expirationyear: '2025', expirationmonth: '05' }, now)).toEqual({
      expirationmonth: 'תוקף הכרטיס עבר',
    })
    expect(validateCard({ ...good, expirationyear: '2025', expirationmonth: '06' }, now)).toEqual({})
  })
})

describe('padMonth', () => {
  it('gives a one-digit month its leading zero and leaves the rest', () => {
    expect(padMonth('5')).toBe('05')
    expect(padMonth('11')).toBe('11')
    expect(padMonth('')).toBe('')
  })
})
