// @vitest-environment jsdom
import { ApiError } from '@seats/sdk'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PhoneVerification } from './PhoneVerification'
import { remindersApi } from './reminders-api'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const unverified = { phone: '0501234567', verified: false }
const testCallButton = <button type="button">שיחת ניסיון לטלפון שלי</button>

describe('PhoneVerification', () => {
  it('hides the test call until the code is typed back, then shows the verified phone', async () => {
    vi.spyOn(remindersApi, 'phoneVerification').mockResolvedValue(unverified)
    const send = vi
      .spyOn(remindersApi, 'sendCode')
      .mockResolvedValue({ phone: '0501234567', expiresInMin: 10 })
    const verify = vi
      .spyOn(remindersApi, 'verifyPhone')
      .mockResolvedValue({ phone: '0501234567', verified: true })
    render(<PhoneVerification>{testCallButton}</PhoneVerification>)
    await userEvent.click(await screen.findByRole('button', { name: 'שלחו לי קוד' }))
    expect(screen.queryByRole('button', { name: 'שיחת ניסיון לטלפון שלי' })).toBeNull()
    expect(send).toHaveBeenCalledTimes(1)
    expect(screen.getByText(/התקשרנו ל-/).textContent).toContain('050-1234567')

    await userEvent.type(screen.getByLabelText('קוד האימות'), '402917')
    await userEvent.click(screen.getByRole('button', { name: 'אימות' }))
    expect(verify).toHaveBeenCalledWith('402917')
    expect(await screen.findByRole('button', { name: 'שיחת ניסיון לטלפון שלי' })).toBeTruthy()
    expect(screen.getByText(/אומת/).textContent).toContain('050-1234567')
  })

  it('a short code is refused here, naming what is missing; a wrong one shows the tries left', async () => {
    vi.spyOn(remindersApi, 'phoneVerification').mockResolvedValue(unverified)
    vi.spyOn(remindersApi, 'sendCode').mockResolvedValue({ phone: '0501234567', expiresInMin: 10 })
    const verify = vi
      .spyOn(remindersApi, 'verifyPhone')
      .mockRejectedValue(new ApiError(400, 'verification_code_wrong', 'הקוד שגוי. נותרו 4 ניסיונות'))
    render(<PhoneVerification>{testCallButton}</PhoneVerification>)
    await userEvent.click(await screen.findByRole('button', { name: 'שלחו לי קוד' }))
    const input = screen.getByLabelText('קוד האימות')
    await userEvent.type(input, '12a3')
    expect((input as HTMLInputElement).value).toBe('123')
    await userEvent.click(screen.getByRole('button', { name: 'אימות' }))
    expect(screen.getByText('יש להקליד את 6 הספרות של הקוד')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(verify).not.toHaveBeenCalled()

    await userEvent.type(input, '456')
    await userEvent.click(screen.getByRole('button', { name: 'אימות' }))
    expect(await screen.findByText('הקוד שגוי. נותרו 4 ניסיונות')).toBeTruthy()
  })

  it('an expired code asks for a new one', async () => {
    vi.spyOn(remindersApi, 'phoneVerification').mockResolvedValue(unverified)
    vi.spyOn(remindersApi, 'sendCode').mockResolvedValue({ phone: '0501234567', expiresInMin: 10 })
    vi.spyOn(remindersApi, 'verifyPhone').mockRejectedValue(
      new ApiError(410, 'verification_code_expired', 'הקוד פג תוקף או שלא נשלח. בקשו קוד חדש'),
    )
    render(<PhoneVerification>{testCallButton}</PhoneVerification>)
    await userEvent.click(await screen.findByRole('button', { name: 'שלחו לי קוד' }))
    await userEvent.type(screen.getByLabelText('קוד האימות'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'אימות' }))
    expect((await screen.findByRole('alert')).textContent).toBe('הקוד פג תוקף או שלא נשלח. בקשו קוד חדש')
    expect(screen.queryByLabelText('קוד האימות')).toBeNull()
    expect(screen.getByRole('button', { name: 'שלחו לי קוד' })).toBeTruthy()
  })

  it('a verified phone shows the test call at once; an account without a phone is told where to add it', async () => {
    vi.spyOn(remindersApi, 'phoneVerification').mockResolvedValueOnce({ phone: '0501234567', verified: true })
    render(<PhoneVerification>{testCallButton}</PhoneVerification>)
    expect(await screen.findByRole('button', { name: 'שיחת ניסיון לטלפון שלי' })).toBeTruthy()
    cleanup()
    vi.spyOn(remindersApi, 'phoneVerification').mockResolvedValueOnce({ phone: '', verified: false })
    render(<PhoneVerification>{testCallButton}</PhoneVerification>)
    await waitFor(() => expect(screen.getByText(/אין מספר טלפון/)).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'שיחת ניסיון לטלפון שלי' })).toBeNull()
  })
})
