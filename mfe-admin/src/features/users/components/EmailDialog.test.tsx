// @vitest-environment jsdom
import * as sdk from '@seats/sdk'
import { ApiError } from '@seats/sdk'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildUser } from '../test-users'
import { usersApi } from '../users-api'
import { EmailDialog } from './EmailDialog'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const recipients = [buildUser({ id: 4 }), buildUser({ id: 5, contactName: 'אהרן לוי' })]
const send = () => screen.getByRole('button', { name: 'שליחה' })

describe('EmailDialog', () => {
  it('names an empty subject and text before sending, the subject taking the focus', async () => {
    const sendEmail = vi.spyOn(usersApi, 'sendEmail')
    render(<EmailDialog recipients={recipients} onClose={vi.fn()} />)
    await userEvent.click(send())
    expect(screen.getAllByText('שדה חובה')).toHaveLength(2)
    expect(document.activeElement?.id).toBe('email-subject')
    expect(sendEmail).not.toHaveBeenCalled()
  })

  it('sends to the chosen users, with the seed’s toast, then closes', async () => {
    const toast = vi.spyOn(sdk, 'showToast').mockImplementation(() => '')
    const sendEmail = vi
      .spyOn(usersApi, 'sendEmail')
      .mockResolvedValue({ message: 'נשלח ל-2 נמענים', batchId: 'b1', queued: 2, skipped: [] })
    const onClose = vi.fn()
    render(<EmailDialog recipients={recipients} onClose={onClose} />)
    await userEvent.type(screen.getByLabelText(/נושא/), 'תפילת ערבית')
    await userEvent.type(screen.getByLabelText(/תוכן/), 'הערב ב-20:00')
    await userEvent.click(send())
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sendEmail).toHaveBeenCalledWith({ userIds: [4, 5], subject: 'תפילת ערבית', body: 'הערב ב-20:00' })
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'המייל נשלח!', message: 'נשלח ל-2 נמענים' }),
    )
  })

  it("shows the server's word under its field", async () => {
    vi.spyOn(sdk, 'showToast').mockImplementation(() => '')
    vi.spyOn(usersApi, 'sendEmail').mockRejectedValue(
      new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
        { field: 'subject', message: 'עד 200 תווים' },
      ]),
    )
    render(<EmailDialog recipients={recipients} onClose={vi.fn()} />)
    await userEvent.type(screen.getByLabelText(/נושא/), 'נושא')
    await userEvent.type(screen.getByLabelText(/תוכן/), 'תוכן')
    await userEvent.click(send())
    expect(await screen.findByText('עד 200 תווים')).toBeTruthy()
  })
})
