// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerPaymentDialog } from './payment-dialog'
import { offerPaymentDialog } from './payment-required'

const message = 'המנוי אינו פעיל. כדי לבצע שינויים יש להזין אמצעי תשלום'
let unregister = () => {}

afterEach(() => unregister())

describe('offerPaymentDialog', () => {
  it("shows the server's message with a button that opens the registered payment dialog", async () => {
    const open = vi.fn()
    unregister = registerPaymentDialog(open)
    act(() => offerPaymentDialog({ message }))
    fireEvent.click(await screen.findByRole('button', { name: 'להזנת אמצעי תשלום' }))
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('keeps one toast for many refusals, and offers no button without a payment dialog', async () => {
    act(() => {
      offerPaymentDialog({ message })
      offerPaymentDialog({ message })
    })
    // The toaster renders asynchronously: the keyed toast is replaced, button and all, on a later frame.
    await waitFor(() => {
      expect(screen.getAllByText(message)).toHaveLength(1)
      expect(screen.queryByRole('button', { name: 'להזנת אמצעי תשלום' })).toBeNull()
    })
  })
})
