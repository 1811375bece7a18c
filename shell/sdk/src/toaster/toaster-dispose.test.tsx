// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { disposeToasters, showToast } from './toaster'

const toastsShown = () => [...document.querySelectorAll('.bp6-toast')].map((t) => t.textContent)

describe('disposing the toasters', () => {
  it('removes the toasts still showing and their toaster, and a later toast shows again', async () => {
    showToast({ title: 'ההגדרה נשמרה', timeout: 60_000 })
    await vi.waitFor(() => expect(toastsShown()).toEqual(['ההגדרה נשמרה']))

    disposeToasters()
    expect(toastsShown()).toEqual([])
    expect(document.querySelector('.seats-toaster')).toBeNull()

    showToast({ title: 'המתפלל נוסף', timeout: 60_000 })
    await vi.waitFor(() => expect(toastsShown()).toEqual(['המתפלל נוסף']))
    disposeToasters()
  })
})
