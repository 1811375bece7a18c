// @vitest-environment jsdom
import { toast } from '@seats/sdk'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callSafetyApi } from '../call-safety-api'
import { CallCapField } from './CallCapField'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe("an account's daily call cap", () => {
  it('shows the cap and today’s calls; a bad cap is named before sending, a good one is saved', async () => {
    vi.spyOn(callSafetyApi, 'callCap').mockResolvedValue({
      accountId: 7,
      dailyCap: 400,
      custom: false,
      usedToday: 12,
    })
    const set = vi
      .spyOn(callSafetyApi, 'setCallCap')
      .mockResolvedValue({ accountId: 7, dailyCap: 1000, custom: true, usedToday: 12 })
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    render(<CallCapField accountId={7} />)
    expect(await screen.findByText('היום: 12 שיחות · מכסת ברירת המחדל')).toBeTruthy()
    const input = screen.getByLabelText('מכסת שיחות יומית')
    expect((input as HTMLInputElement).value).toBe('400')

    await userEvent.clear(input)
    await userEvent.type(input, '0')
    await userEvent.click(screen.getByRole('button', { name: 'עדכון המכסה' }))
    expect(screen.getByText('לפחות שיחה אחת')).toBeTruthy()
    expect(set).not.toHaveBeenCalled()

    await userEvent.clear(input)
    await userEvent.type(input, '1000')
    await userEvent.click(screen.getByRole('button', { name: 'עדכון המכסה' }))
    await waitFor(() => expect(set).toHaveBeenCalledWith(7, 1000))
    expect(await screen.findByText('היום: 12 שיחות')).toBeTruthy()
  })
})
