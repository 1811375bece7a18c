// @vitest-environment jsdom
import type { User } from '@seats/contracts'
import { session } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RegisterPage } from './RegisterPage'
import { sampleDemoGuest } from '@seats/contracts/testing'

const demoGuest: User = sampleDemoGuest()

afterEach(() => {
  cleanup()
  session.clear()
})

const value = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value

function renderPage() {
  render(
    <MemoryRouter>
      <RegisterPage />
    </MemoryRouter>,
  )
}

describe('RegisterPage', () => {
  it('a demo guest finds the name and phone of the demo form already filled in', () => {
    session.startSession({ accessToken: 'guest-token', user: demoGuest })
    renderPage()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('שמירת החשבון')
    expect(value('שם מלא')).toBe('דוד לוי')
    expect(value('טלפון')).toBe('0501234567')
    expect(value('אימייל')).toBe('')
    expect(value('שם בית הכנסת')).toBe('')
  })

  it('someone without a session starts from an empty form', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('יצירת חשבון')
    expect(value('שם מלא')).toBe('')
    expect(value('טלפון')).toBe('')
  })
})
