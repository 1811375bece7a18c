// @vitest-environment jsdom
import { ApiError } from '@seats/sdk'
import type * as Sdk from '@seats/sdk'
import type * as SdkCore from '@seats/sdk/core'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactForm, contactFormTexts } from './ContactForm'

const showToast = vi.hoisted(() => vi.fn())
vi.mock('@seats/sdk', async (importOriginal) => ({ ...(await importOriginal<typeof Sdk>()), showToast }))
// The form reaches the toaster through the core's loadSdk(), on submit.
vi.mock('@seats/sdk/core', async (importOriginal) => ({
  ...(await importOriginal<typeof SdkCore>()),
  loadSdk: async () => ({ ...(await vi.importActual<typeof Sdk>('@seats/sdk')), showToast }),
}))

afterEach(() => {
  cleanup()
  showToast.mockReset()
})

const submit = () => screen.getByRole('button', { name: contactFormTexts.submit }) as HTMLButtonElement
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
const fillAll = () => {
  fill('שם מלא', '  יוסף כהן ')
  fill('טלפון', ' 050-1234567')
  fill('אימייל', 'yosef@example.com  ')
}

describe('ContactForm', () => {
  it('labels its fields in Hebrew with the right input types', () => {
    render(<ContactForm send={vi.fn()} />)
    expect(screen.getByLabelText('טלפון', { exact: false })).toHaveProperty('type', 'tel')
    expect(screen.getByLabelText('אימייל', { exact: false })).toHaveProperty('type', 'email')
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('stays disabled until all three fields hold more than spaces', () => {
    render(<ContactForm send={vi.fn()} />)
    expect(submit().disabled).toBe(true)
    fill('שם מלא', 'יוסף')
    fill('טלפון', '0501234567')
    expect(submit().disabled).toBe(true)
    fill('אימייל', '   ')
    expect(submit().disabled).toBe(true)
    fill('אימייל', 'yosef@example.com')
    expect(submit().disabled).toBe(false)
    fill('שם מלא', '  ')
    expect(submit().disabled).toBe(true)
  })

  it('posts trimmed values, shows the 5-second success toast at top-start and clears the form', async () => {
    let finish: () => void = () => {}
    const send = vi.fn(() => new Promise<unknown>((resolve) => (finish = () => resolve({ id: 1 }))))
    render(<ContactForm send={send} />)
    fillAll()
    fill('הודעה', ' אפשר שתי מפות? ')
    fireEvent.click(submit())
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        {
          name: 'יוסף כהן',
          phone: '050-1234567',
          email: 'yosef@example.com',
          message: 'אפשר שתי מפות?',
          source: 'דף נחיתה',
        },
        expect.stringMatching(/^[0-9a-f]{32}$/),
      ),
    )
    await waitFor(() => expect(submit().className).toContain('bp6-loading'))
    finish()
    await waitFor(() => expect(showToast).toHaveBeenCalledOnce())
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'ההודעה נשלחה בהצלחה',
        message: 'נחזור אליך בהקדם',
        timeout: 5000,
        placement: 'top-start',
        intent: 'success',
      }),
    )
    expect((screen.getByLabelText('שם מלא', { exact: false }) as HTMLInputElement).value).toBe('')
    expect(submit().disabled).toBe(true)
  })

  it('opens the error popup with the server’s Hebrew message and keeps what was typed', async () => {
    const send = vi.fn(() =>
      Promise.reject(new ApiError(429, 'rate_limited', 'יותר מדי ניסיונות. נסו שוב בעוד מספר דקות')),
    )
    render(<ContactForm send={send} />)
    fillAll()
    fireEvent.click(submit())
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(contactFormTexts.errorTitle)
    expect(dialog.textContent).toContain('יותר מדי ניסיונות. נסו שוב בעוד מספר דקות')
    expect(showToast).not.toHaveBeenCalled()
    expect((screen.getByLabelText('שם מלא', { exact: false }) as HTMLInputElement).value).toBe('  יוסף כהן ')
  })

  it('sent again after an error, the same form carries the same key; a changed form gets a new one', async () => {
    const send = vi.fn((_body: unknown, _key: string) =>
      Promise.reject(new ApiError(0, 'network_error', 'תקלה')),
    )
    render(<ContactForm send={send} />)
    fillAll()
    fireEvent.click(submit())
    await screen.findByRole('dialog')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(submit().disabled).toBe(false))
    fireEvent.click(submit())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [first, second] = send.mock.calls.map((c) => c[1])
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(second).toBe(first)
    fill('שם מלא', 'יוסף לוי')
    fireEvent.click(submit())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3))
    expect(send.mock.calls[2]?.[1]).not.toBe(first)
  })
})
