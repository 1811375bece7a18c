// @vitest-environment jsdom
import { registerPaymentDialog } from '@seats/sdk'
import { act, cleanup, render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePayLink } from './use-pay-link'

let search = ''
function Page({ allowed }: { allowed: boolean }) {
  usePayLink(allowed)
  search = useLocation().search
  return null
}

function show(url: string, allowed = true) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Page allowed={allowed} />
    </MemoryRouter>,
  )
}

let unregister: (() => void) | undefined
afterEach(() => {
  unregister?.()
  unregister = undefined
  cleanup()
})

describe('usePayLink', () => {
  it('opens the dialog registered after the page mounted, once, and leaves the address', () => {
    const open = vi.fn()
    show('/subscription?pay=1&plan=3')
    expect(search).toBe('?pay=1&plan=3')
    act(() => {
      unregister = registerPaymentDialog(open)
    })
    expect(open).toHaveBeenCalledTimes(1)
    expect(search).toBe('?plan=3')
  })

  it('opens nothing for someone who may not pay, and nothing without the link', () => {
    const open = vi.fn()
    unregister = registerPaymentDialog(open)
    show('/subscription?pay=1', false)
    cleanup()
    show('/subscription')
    expect(open).not.toHaveBeenCalled()
  })
})
