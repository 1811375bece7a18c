// @vitest-environment jsdom
import type { User } from '@seats/contracts'
import { registerPaymentDialog, session } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Banners } from './Banners'
import { sampleUser } from '@seats/contracts/testing'

const day = 86_400_000

function user(partial: Partial<User>): User {
  return sampleUser({
    id: 5,
    subscriptionEndsAt: new Date(Date.now() + 5 * day).toISOString(),
    createdAt: new Date(Date.now() - 25 * day).toISOString(),
    ...partial,
  })
}

function show(u: User | null) {
  act(() => {
    if (u) session.startSession({ accessToken: 'token', user: u })
    else session.clear()
  })
  return render(
    <MemoryRouter>
      <Banners />
    </MemoryRouter>,
  )
}

afterEach(() => {
  cleanup()
  session.clear()
  window.sessionStorage.clear()
})

describe('Banners', () => {
  it('invites a guest to register, with a link to /register', () => {
    show(user({ isGuest: true }))
    expect(
      screen.getByText('אתה גולש כאורח. כדי לשמור את עבודתך ולהנות מכל התכונות, אנא הירשם.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'הירשם עכשיו' }).getAttribute('href')).toBe('/register')
    expect(screen.queryByText(/משתמש יקר/)).toBeNull()
  })

  it('shows nothing to a visitor without a session', () => {
    const { container } = show(null)
    expect(container.textContent).toBe('')
  })

  it('shows the late-trial banner, and no payment button until billing registers its dialog', () => {
    show(user({}))
    expect(screen.getByText(/^משתמש יקר, הנך נמצא בתקופת ניסיון בחינם שתסתיים/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'הזנת אמצעי תשלום' })).toBeNull()

    const open = vi.fn()
    let unregister = () => {}
    act(() => {
      unregister = registerPaymentDialog(open)
    })
    fireEvent.click(screen.getByRole('button', { name: 'הזנת אמצעי תשלום' }))
    expect(open).toHaveBeenCalledTimes(1)
    act(() => unregister())
    expect(screen.queryByRole('button', { name: 'הזנת אמצעי תשלום' })).toBeNull()
  })

  it('can be dismissed for the rest of the browser session', () => {
    show(
      user({
        createdAt: new Date(Date.now() - 90 * day).toISOString(),
        subscriptionEndsAt: new Date(Date.now() - 30 * day).toISOString(),
      }),
    )
    expect(screen.getByText('משתמש יקר, תקופת הניסיון שלך הסתיימה')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'סגירת ההודעה' }))
    expect(screen.queryByText('משתמש יקר, תקופת הניסיון שלך הסתיימה')).toBeNull()
    cleanup()
    show(
      user({
        createdAt: new Date(Date.now() - 90 * day).toISOString(),
        subscriptionEndsAt: new Date(Date.now() - 30 * day).toISOString(),
      }),
    )
    expect(screen.queryByText('משתמש יקר, תקופת הניסיון שלך הסתיימה')).toBeNull()
  })
})
