// @vitest-environment jsdom
import { clearRoutes, registerRoutes } from '@seats/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { App } from './App'
import { routes } from './routes'

// The shell fills the route registry with this remote's manifest; titles come from there.
beforeAll(() => registerRoutes({ admin: routes }))
afterAll(() => clearRoutes())

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function openAt(path: string) {
  window.history.replaceState(null, '', path)
  return render(<App />)
}

describe('admin routes', () => {
  it('/users: the users frame and its page title', () => {
    openAt('/users')
    expect(screen.getByRole('heading', { level: 1, name: 'משתמשים' })).toBeTruthy()
    expect(screen.getByText('ניהול משתמשים')).toBeTruthy()
    expect(document.title).toBe('מקום פנוי | משתמשים')
  })

  it('/leads and /leads/:id have their own frames and titles', () => {
    openAt('/leads')
    expect(screen.getByRole('heading', { level: 1, name: 'לידים' })).toBeTruthy()
    expect(document.title).toBe('מקום פנוי | לידים')
    cleanup()
    openAt('/leads/31')
    expect(screen.getByText('ליד מספר 31')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'חזרה ללידים' }).getAttribute('href')).toBe('/leads')
    expect(document.title).toBe('מקום פנוי | ליד')
  })

  it('renders nothing on paths it does not own', () => {
    const { container } = openAt('/maps')
    expect(container.textContent).toBe('')
  })

  it('has no demo screen outside the VITE_ROUTES_DEMO build', () => {
    const { container } = openAt('/routes-demo')
    expect(container.textContent).toBe('')
  })
})
