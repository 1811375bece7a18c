import { COMMON_PASSWORD_MESSAGE } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { describe, expect, it } from 'vitest'
import { profileChanges, profileInitial, validatePassword, validateProfile } from './account-forms'

const user = sampleUser({
  contactName: 'משה כהן',
  synagogueName: 'אהל משה',
  phone: '0501234567',
  email: 'moshe@example.com',
})

describe('the profile form', () => {
  it('sends only what changed, and a new email with the current password', () => {
    const values = { ...profileInitial(user), contactName: 'משה לוי' }
    expect(profileChanges(user, values)).toEqual({ contactName: 'משה לוי' })
    const withEmail = { ...values, email: 'new@example.com', currentPassword: 'secret-1' }
    expect(profileChanges(user, withEmail)).toEqual({
      contactName: 'משה לוי',
      email: 'new@example.com',
      currentPassword: 'secret-1',
    })
  })

  it('names the bad fields in Hebrew; the current password only when the email changes', () => {
    const check = validateProfile(user)
    expect(check(profileInitial(user))).toEqual({})
    expect(check({ ...profileInitial(user), contactName: ' ', phone: '12' })).toMatchObject({
      contactName: 'שדה חובה',
    })
    expect(check({ ...profileInitial(user), phone: '12' }).phone).toBeTruthy()
    expect(check({ ...profileInitial(user), email: 'new@example.com' })).toEqual({
      currentPassword: 'שדה חובה',
    })
  })
})

describe('the password form', () => {
  it('wants the current password, a new one of 8 characters or more, typed twice alike', () => {
    expect(
      validatePassword({
        currentPassword: 'old',
        newPassword: 'long-enough',
        confirmPassword: 'long-enough',
      }),
    ).toEqual({})
    expect(validatePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual(
      {
        currentPassword: 'שדה חובה',
        newPassword: 'הסיסמה חייבת להכיל לפחות 8 תווים',
        confirmPassword: 'הסיסמאות אינן זהות',
      },
    )
  })

  it('refuses a common password with the words the server uses', () => {
    expect(
      validatePassword({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345678' }),
    ).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE })
  })
})
