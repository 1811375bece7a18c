import { describe, expect, it } from 'vitest'
import { buildUser } from './test-users'
import {
  checkUserForm,
  hourOptions,
  joinEndsAt,
  minuteOptions,
  splitEndsAt,
  userFormValues,
  userRequestBody,
} from './user-form'

describe('the end of the subscription: date + hour + minute <-> ISO, on Israel time', () => {
  it('splits an instant into the Israel date, hour and minute', () => {
    expect(splitEndsAt('2026-01-15T21:59:00.000Z')).toEqual({
      endDate: '2026-01-15',
      endHour: '23',
      endMinute: '59',
    })
    expect(splitEndsAt('2026-06-30T21:30:00.000Z')).toEqual({
      endDate: '2026-07-01',
      endHour: '0',
      endMinute: '30',
    })
    expect(splitEndsAt(null)).toEqual({ endDate: '', endHour: '0', endMinute: '0' })
  })

  it('joins them back into an ISO instant with Israel offset', () => {
    expect(joinEndsAt({ endDate: '2026-01-15', endHour: '23', endMinute: '59' })).toBe(
      '2026-01-15T23:59:00+02:00',
    )
    expect(joinEndsAt({ endDate: '2026-07-01', endHour: '0', endMinute: '30' })).toBe(
      '2026-07-01T00:30:00+03:00',
    )
    expect(joinEndsAt({ endDate: '', endHour: '5', endMinute: '5' })).toBeNull()
  })

  // The hour repeated when the clocks go back (01:00-02:00 on 25/10/26) cannot round-trip: it means two instants.
  it('round-trips any instant on a whole minute', () => {
    for (const iso of ['2026-03-27T00:15:00.000Z', '2026-10-24T20:45:00.000Z', '2027-12-31T21:59:00.000Z']) {
      expect(new Date(joinEndsAt(splitEndsAt(iso))!).toISOString()).toBe(iso)
    }
  })

  it('offers hours 0-23 and minutes 0-59 (seed §3)', () => {
    expect(hourOptions).toHaveLength(24)
    expect(hourOptions.at(-1)).toBe(23)
    expect(minuteOptions).toHaveLength(60)
    expect(minuteOptions.at(-1)).toBe(59)
  })
})

describe('the user form', () => {
  const user = buildUser({ id: 5, subscriptionEndsAt: '2026-01-15T21:59:00.000Z', isAdmin: true })

  it("starts from the user's values when editing", () => {
    expect(userFormValues(user)).toMatchObject({
      contactName: 'משה כהן',
      email: 'gabbai@example.com',
      password: '',
      endDate: '2026-01-15',
      endHour: '23',
      endMinute: '59',
      maxPeople: '300',
      price: '99',
      isAdmin: 'true',
      isNew: 'false',
    })
  })

  it("starts a new account as a trial of 20 days, with a lead's details", () => {
    const values = userFormValues(
      null,
      { contactName: 'דוד', phone: '0521234567', email: 'd@example.com' },
      new Date('2026-01-01T10:00:00Z'),
    )
    expect(values).toMatchObject({
      contactName: 'דוד',
      phone: '0521234567',
      email: 'd@example.com',
      subscriptionType: 'ניסיון',
      endDate: '2026-01-21',
      endHour: '12',
      maxPeople: '300',
      price: '99',
      isNew: 'true',
      isAdmin: 'false',
    })
  })

  it('adds with every field, numbers and booleans typed, the end as an instant', () => {
    const initial = userFormValues(null, {}, new Date('2026-01-01T10:00:00Z'))
    const values = {
      ...initial,
      contactName: ' רבקה ',
      email: 'Rivka@Example.com',
      phone: '050-765-4321',
      password: 'secret-pw-1',
      maxPeople: '450',
      price: '120.5',
    }
    const check = checkUserForm(values, 'create', initial)
    expect(check).toEqual({
      ok: true,
      input: {
        contactName: 'רבקה',
        email: 'rivka@example.com',
        phone: '0507654321',
        password: 'secret-pw-1',
        subscriptionType: 'ניסיון',
        subscriptionEndsAt: '2026-01-21T12:00:00+02:00',
        maxPeople: 450,
        price: 120.5,
        isAdmin: false,
        isNew: true,
      },
    })
  })

  it('requires a password, an email, a name and a valid phone when adding, with the contracts messages', () => {
    const initial = userFormValues(null)
    const check = checkUserForm({ ...initial, phone: '123' }, 'create', initial)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors).toMatchObject({
      password: 'הסיסמה חייבת להכיל לפחות 8 תווים',
      email: 'כתובת אימייל אינה תקינה',
      contactName: 'שדה חובה',
      phone: 'מספר טלפון לא תקין',
    })
  })

  it('sends only what changed when editing; an empty password keeps the current one', () => {
    const initial = userFormValues(user)
    expect(userRequestBody({ ...initial, maxPeople: '500' }, 'edit', initial)).toEqual({ maxPeople: 500 })
    expect(userRequestBody({ ...initial, endMinute: '0' }, 'edit', initial)).toEqual({
      subscriptionEndsAt: '2026-01-15T23:00:00+02:00',
    })
    expect(userRequestBody({ ...initial, endDate: '' }, 'edit', initial)).toEqual({
      subscriptionEndsAt: null,
    })
    expect(userRequestBody({ ...initial, password: 'new-password' }, 'edit', initial)).toEqual({
      password: 'new-password',
    })
    expect(userRequestBody({ ...initial, isAdmin: 'false', isNew: 'true' }, 'edit', initial)).toEqual({
      isAdmin: false,
      isNew: true,
    })
  })

  it('checks the numbers in Hebrew and a reset password by the contracts rule', () => {
    const initial = userFormValues(user)
    const check = checkUserForm(
      { ...initial, maxPeople: '-3', price: 'abc', password: 'short' },
      'edit',
      initial,
    )
    expect(check).toEqual({
      ok: false,
      errors: {
        maxPeople: 'מספר שלם בין 0 ל-100,000',
        price: 'סכום בין 0 ל-100,000 (עד שתי ספרות אחרי הנקודה)',
        password: 'הסיסמה חייבת להכיל לפחות 8 תווים',
      },
    })
  })

  it("does not re-check an old record's untouched fields", () => {
    const old = buildUser({ phone: '12', email: null })
    const initial = userFormValues(old)
    expect(checkUserForm({ ...initial, maxPeople: '10' }, 'edit', initial)).toEqual({
      ok: true,
      input: { maxPeople: 10 },
    })
  })
})
