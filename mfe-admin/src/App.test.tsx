// @vitest-environment jsdom
import { clearRoutes, registerRoutes } from '@seats/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { App } from './App'
import { routes } from './routes'

// The shell fills the route registry with this remote's manifest; titles come from there. The screens'
// data and behaviour are tested against the real services in infra/e2e/specs/admin-screens.spec.ts.
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
  it.each([
    ['/users', 'משתמשים', 'מקום פנוי | משתמשים'],
    ['/leads', 'לידים', 'מקום פנוי | לידים'],
    ['/outbox', 'דואר יוצא', 'מקום פנוי | דואר יוצא'],
    ['/call-stop-list', 'רשימת חסימה לשיחות', 'מקום פנוי | רשימת חסימה'],
    ['/plans', 'מסלולים', 'מקום פנוי | מסלולים'],
    ['/admin', 'לוח בקרה', 'מקום פנוי | לוח בקרה'],
  ])('%s: its screen and its page title', (path, heading, title) => {
    openAt(path)
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(document.title).toBe(title)
  })

  it('/leads/:id has the lead title, and a malformed id is a clear not-found screen', () => {
    openAt('/leads/abc')
    expect(screen.getByText('הליד לא נמצא')).toBeTruthy()
    expect(document.title).toBe('מקום פנוי | ליד')
  })

  it('renders nothing on paths it does not own, nor the demo screen outside the VITE_ROUTES_DEMO build', () => {
    expect(openAt('/maps').container.textContent).toBe('')
    cleanup()
    expect(openAt('/routes-demo').container.textContent).toBe('')
  })
})
