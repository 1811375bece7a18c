// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { ApiError } from '@seats/sdk'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { App } from './App'
import { buildCommunication, buildLead } from './features/leads/test-leads'
import { buildUser } from './features/users/test-users'

vi.mock('./features/users/users-api', () => ({
  usersApi: {
    list: vi.fn(async () => ({
      users: [
        buildUser({
          id: 1,
          contactName: 'משה כהן',
          subscriptionType: 'חודשי',
          subscriptionEndsAt: '2099-01-01T10:00:00Z',
        }),
        buildUser({ id: 2, contactName: 'אורח הדגמה', isGuest: true, isDemoGuest: true, email: null }),
      ].map((u) => ({ ...u, status: -1, worshippers: 12, lastSignInAt: null })),
      worshippersKnown: true,
    })),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
  },
}))

vi.mock('./features/leads/leads-api', () => ({
  leadsApi: {
    list: vi.fn(async () => [buildLead({ id: 1, name: 'יוסף מזרחי', status: 'interested' })]),
    get: vi.fn(async (id: number) => {
      if (id !== 1) throw new ApiError(404, 'not_found', 'הפנייה לא נמצאה')
      return {
        ...buildLead({ id: 1, name: 'יוסף מזרחי' }),
        communications: [buildCommunication({ leadId: 1 })],
      }
    }),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    addCommunication: vi.fn(),
    updateCommunication: vi.fn(),
  },
}))

// jsdom lays nothing out: give the table a desktop width and its scroller a height, so rows render.
let rect: ReturnType<typeof vi.spyOn>
const sizes: PropertyDescriptorMap = {
  clientWidth: { configurable: true, get: () => 1300 },
  clientHeight: { configurable: true, get: () => 600 },
}
beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, sizes)
  rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 1300,
    bottom: 600,
    width: 1300,
    height: 600,
    toJSON: () => ({}),
  })
})
afterAll(() => {
  rect.mockRestore()
  for (const key of Object.keys(sizes))
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key]
})

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function openAt(path: string) {
  window.history.replaceState(null, '', path)
  return render(<App />)
}

describe('admin routes', () => {
  it('/users: every account with its status, in a table', async () => {
    openAt('/users')
    expect(screen.getByRole('heading', { level: 1, name: 'משתמשים' })).toBeTruthy()
    expect(document.title).toBe('מקום פנוי | משתמשים')
    const table = await screen.findByRole('table', { name: 'רשימת המשתמשים' })
    const row = (await within(table).findByText('משה כהן')).closest('[role="row"]') as HTMLElement
    expect(within(row).getByText('פעיל')).toBeTruthy()
    expect(within(row).getByText('חודשי')).toBeTruthy()
    const guest = within(table).getByText('אורח הדגמה').closest('[role="row"]') as HTMLElement
    expect(within(guest).getByText('הדגמה')).toBeTruthy()
    expect(screen.getByText('2 משתמשים')).toBeTruthy()
    expect(within(row).getByText('12')).toBeTruthy()
  })

  it('/leads: the leads with their Hebrew status', async () => {
    openAt('/leads')
    expect(screen.getByRole('heading', { level: 1, name: 'לידים' })).toBeTruthy()
    expect(document.title).toBe('מקום פנוי | לידים')
    const link = await screen.findByRole('link', { name: 'יוסף מזרחי' })
    expect(link.getAttribute('href')).toBe('/leads/1')
    expect(within(screen.getByRole('table')).getByText('מעוניין')).toBeTruthy()
  })

  it('/leads/:id: the lead, its status and its communications', async () => {
    openAt('/leads/1')
    expect(await screen.findByRole('heading', { level: 1, name: 'יוסף מזרחי' })).toBeTruthy()
    expect(document.title).toBe('מקום פנוי | ליד')
    expect(screen.getByText('שיחה ראשונה')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'חזרה ללידים' }).getAttribute('href')).toBe('/leads')
  })

  it('a lead the server does not know, or a malformed id, is a clear not-found screen', async () => {
    openAt('/leads/31')
    expect(await screen.findByText('הליד לא נמצא')).toBeTruthy()
    expect(screen.getByText('ליד מספר 31')).toBeTruthy()
    cleanup()
    openAt('/leads/abc')
    expect(screen.getByText('הליד לא נמצא')).toBeTruthy()
  })

  it('renders nothing on paths it does not own', () => {
    const { container } = openAt('/maps')
    expect(container.textContent).toBe('')
  })
})
