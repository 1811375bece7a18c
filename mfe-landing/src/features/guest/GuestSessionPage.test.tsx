// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { session, setNavigator, socket } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GuestSessionPage, guestTexts } from './GuestSessionPage'
import { sampleDemoGuest } from '@seats/contracts/testing'

const demoUser = sampleDemoGuest()

/** A real auth endpoint on loopback; the page's same-origin '/api' calls are pointed at it. */
let server: Server
let answer: { status: number; body: unknown }
let received: unknown[] = []
const navigations: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      received.push(JSON.parse(raw || '{}'))
      res.setHeader('Content-Type', 'application/json')
      res.statusCode = answer.status
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init))
  setNavigator((to) => void navigations.push(to))
})
afterAll(() => {
  vi.unstubAllGlobals()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  vi.spyOn(socket, 'connect').mockImplementation(() => {})
  answer = { status: 200, body: { accessToken: 'demo-token', refreshToken: 'r', user: demoUser, mapId: 42 } }
  received = []
  navigations.length = 0
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  session.clear()
})

const nameInput = () => screen.getByLabelText(guestTexts.name) as HTMLInputElement
const phoneInput = () => screen.getByLabelText(guestTexts.phone) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: guestTexts.submit }) as HTMLButtonElement
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } })

function renderPage() {
  render(
    <MemoryRouter>
      <GuestSessionPage />
    </MemoryRouter>,
  )
}

describe('GuestSessionPage', () => {
  it('links to login and promises a demo of about 20 seconds', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'התחברות' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('20 שניות')
    expect(phoneInput().type).toBe('tel')
  })

  it('a guest whose demo is still open is offered the way back to its map', () => {
    session.startSession({ accessToken: 'demo-token', user: demoUser })
    session.setLastMapId(42)
    renderPage()
    expect(screen.getByText(guestTexts.openDemo, { exact: false })).toBeTruthy()
    expect(screen.getByRole('link', { name: guestTexts.backToMap }).getAttribute('href')).toBe('/map/42')
  })

  it('a signed-in user is told that the demo ends the current session', () => {
    session.startSession({
      accessToken: 'mine',
      user: { ...demoUser, contactName: 'יוסי כהן', isGuest: false, isDemoGuest: false },
    })
    renderPage()
    expect(screen.getByText(guestTexts.signedIn('יוסי כהן'))).toBeTruthy()
  })

  it('keeps the button disabled until there is a name and a 10-digit 05/07 number', () => {
    renderPage()
    expect(submit().disabled).toBe(true)
    type(phoneInput(), '050-123-4567')
    expect(submit().disabled).toBe(true)
    type(nameInput(), '   ')
    expect(submit().disabled).toBe(true)
    type(nameInput(), 'דוד לוי')
    expect(submit().disabled).toBe(false)
    for (const bad of ['0612345678', '050123456', '05012345678', '021234567']) {
      type(phoneInput(), bad)
      expect(submit().disabled, bad).toBe(true)
    }
    type(phoneInput(), '072 123 4567')
    expect(submit().disabled).toBe(false)
  })

  it('says what is wrong with the phone once the field is left', () => {
    renderPage()
    type(phoneInput(), '0612345678')
    expect(screen.queryByText(guestTexts.phoneInvalid)).toBeNull()
    fireEvent.blur(phoneInput())
    expect(screen.getByText(guestTexts.phoneInvalid)).toBeTruthy()
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true')
  })

  it('sends the trimmed name and the phone digits, then opens the demo map', async () => {
    renderPage()
    type(nameInput(), '  דוד לוי ')
    type(phoneInput(), '050-123-4567')
    fireEvent.click(submit())
    await waitFor(() => expect(navigations).toEqual(['/map/42']))
    expect(received).toEqual([{ name: 'דוד לוי', phone: '0501234567' }])
    expect(session.getState()).toMatchObject({ token: 'demo-token', lastMapId: '42' })
  })

  it('shows the loading state while the demo account is being prepared', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      await gate
      return realFetch(input, init)
    })
    renderPage()
    type(nameInput(), 'דוד לוי')
    type(phoneInput(), '0501234567')
    fireEvent.click(submit())
    await waitFor(() => expect(submit().className).toContain('bp6-loading'))
    expect(screen.getByRole('status').textContent).toBe(guestTexts.starting)
    release()
    await waitFor(() => expect(navigations).toEqual(['/map/42']))
    vi.stubGlobal('fetch', realFetch)
  })

  it('puts the server field errors under their fields and keeps what was typed', async () => {
    answer = {
      status: 400,
      body: {
        ok: false,
        error: 'validation_failed',
        status: 400,
        message: 'חלק מהשדות אינם תקינים',
        fields: [{ field: 'phone', message: 'מספר טלפון נייד לא תקין' }],
      },
    }
    renderPage()
    type(nameInput(), 'דוד לוי')
    type(phoneInput(), '0501234567')
    fireEvent.click(submit())
    await waitFor(() => expect(phoneInput().getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(phoneInput().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'מספר טלפון נייד לא תקין',
    )
    expect(nameInput().value).toBe('דוד לוי')
    expect(phoneInput().value).toBe('0501234567')
    expect(submit().disabled).toBe(false)
    expect(navigations).toEqual([])
  })

  it('an outage shows the seed demo failure toast and keeps the form filled', async () => {
    answer = {
      status: 503,
      body: {
        ok: false,
        error: 'upstream_unavailable',
        status: 503,
        message: 'השירות אינו זמין כרגע. נסו שוב בעוד רגע',
      },
    }
    renderPage()
    type(nameInput(), 'דוד לוי')
    type(phoneInput(), '050-123-4567')
    fireEvent.click(submit())
    const toast = (await screen.findByText('הכניסה להדגמה נכשלה. נסו שוב מאוחר יותר.')).closest(
      '.bp6-toast',
    ) as HTMLElement
    expect(within(toast).getByText('שגיאה')).toBeTruthy()
    expect(nameInput().value).toBe('דוד לוי')
    expect(phoneInput().value).toBe('050-123-4567')
    expect(session.getState().token).toBeNull()
  })

  it('too many demos from one place shows the rate-limit message', async () => {
    answer = {
      status: 429,
      body: {
        ok: false,
        error: 'rate_limited',
        status: 429,
        message: 'יותר מדי ניסיונות. נסו שוב בעוד מספר דקות',
      },
    }
    renderPage()
    type(nameInput(), 'דוד לוי')
    type(phoneInput(), '0501234567')
    fireEvent.click(submit())
    expect(await screen.findByText('יותר מדי ניסיונות. נסו שוב בעוד מספר דקות')).toBeTruthy()
  })
})
