// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { InvitationPreview } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { session } from '@seats/sdk'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { InvitePage } from './InvitePage'

/** The auth service's invitation routes on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown; auth?: string }[]
const previews: Record<string, InvitationPreview> = {}

const preview = (patch: Partial<InvitationPreview>): InvitationPreview => ({
  synagogueName: 'אוהל משה',
  role: 'warden',
  email: 'reuven@example.com',
  invitedBy: 'יוסי כהן',
  state: 'open',
  hasAccount: false,
  ...patch,
})

const joined = {
  ...sampleUser({ id: 8, email: 'reuven@example.com', contactName: 'ראובן לוי' }),
  team: {
    current: { accountId: 7, synagogueName: 'אוהל משה', role: 'warden' as const },
    memberships: [{ accountId: 7, synagogueName: 'אוהל משה', role: 'warden' as const }],
  },
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const url = req.url ?? ''
      calls.push({
        method: req.method ?? '',
        url,
        body: raw ? JSON.parse(raw) : undefined,
        auth: req.headers.authorization,
      })
      res.setHeader('Content-Type', 'application/json')
      const send = (status: number, body: unknown) => {
        res.statusCode = status
        res.end(JSON.stringify(body))
      }
      const token = /^\/api\/invitations\/([^/]+)$/.exec(url)?.[1]
      if (req.method === 'GET' && token) {
        const found = previews[token]
        return found
          ? send(200, found)
          : send(404, { ok: false, error: 'invitation_not_found', status: 404, message: 'x' })
      }
      if (url === '/api/auth/login')
        return send(200, { accessToken: 'own', refreshToken: 'r', user: sampleUser({ id: 8 }) })
      if (url === '/api/auth/register')
        return send(201, { accessToken: 'joined-by-registration', refreshToken: 'r', user: joined })
      if (url.endsWith('/accept')) return send(200, { accessToken: 'joined', user: joined })
      send(404, { ok: false, error: 'not_found', status: 404, message: 'x' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init))
})
afterAll(() => {
  vi.unstubAllGlobals()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  calls = []
})
afterEach(() => {
  cleanup()
  session.clear()
})

function open(token: string) {
  const entered: string[] = []
  render(
    <MemoryRouter initialEntries={[`/invite/${token}`]}>
      <Routes>
        <Route path="/invite/:token" element={<InvitePage enter={(path) => entered.push(path)} />} />
      </Routes>
    </MemoryRouter>,
  )
  return entered
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the invitation page', () => {
  it.each([
    ['used', 'בהזמנה הזו כבר השתמשו'],
    ['expired', 'פג תוקף ההזמנה. בקשו מבעלי בית הכנסת הזמנה חדשה'],
    ['revoked', 'ההזמנה בוטלה על ידי בעלי בית הכנסת'],
  ] as const)('says in Hebrew that a %s link no longer works, and offers no form', async (state, text) => {
    previews[`t-${state}`] = preview({ state })
    open(`t-${state}`)
    expect((await screen.findByTestId('invite-closed')).textContent).toBe(text)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says a link that leads nowhere was not found', async () => {
    open('no-such-link')
    expect((await screen.findByTestId('invite-closed')).textContent).toBe(
      'ההזמנה לא נמצאה. ייתכן שהקישור הועתק חלקית',
    )
  })

  it('signs an existing account in with the invited address, accepts, and opens the synagogue’s map', async () => {
    previews['t-account'] = preview({ hasAccount: true, role: 'viewer' })
    const entered = open('t-account')
    // A loaded machine may take more than findBy's second to render the page.
    expect(
      await screen.findByRole('heading', { name: 'הזמנה לצוות של אוהל משה' }, { timeout: 5_000 }),
    ).toBeTruthy()
    expect(screen.getByText('יוסי כהן הזמין/ה אותך להצטרף לצוות')).toBeTruthy()
    expect(screen.getByText('צפייה והדפסה: צפייה והדפסה בלבד')).toBeTruthy()
    const email = screen.getByLabelText('אימייל') as HTMLInputElement
    expect([email.value, email.readOnly]).toEqual(['reuven@example.com', true])
    fill('סיסמה', 'a-long-secret')
    fireEvent.click(screen.getByRole('button', { name: 'התחברות' }))
    await waitFor(() => expect(entered).toEqual(['/map/']))
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/invitations/t-account',
      'POST /api/auth/login',
      'POST /api/invitations/t-account/accept',
    ])
    expect(calls[1]?.body).toEqual({ username: 'reuven@example.com', password: 'a-long-secret' })
    expect(calls[2]?.auth).toBe('Bearer own')
    expect(session.getState().token).toBe('joined')
    expect(session.getState().user?.team?.current.role).toBe('warden')
  })

  it('registers a new person with the invitation’s token and no synagogue of their own', async () => {
    previews['t-new'] = preview({})
    const entered = open('t-new')
    fireEvent.click(await screen.findByRole('button', { name: 'הרשמה והצטרפות' }))
    // Each of the three fields says what it misses, under itself.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3))
    expect(screen.getByText('שדה חובה')).toBeTruthy()
    expect(screen.queryByLabelText('שם בית הכנסת')).toBeNull()
    fill('שם מלא', 'ראובן לוי')
    fill('טלפון', '050-1234567')
    fill('סיסמה', 'a-long-secret')
    fireEvent.click(screen.getByRole('button', { name: 'הרשמה והצטרפות' }))
    await waitFor(() => expect(entered).toEqual(['/map/']))
    expect(calls.find((c) => c.url === '/api/auth/register')?.body).toEqual({
      email: 'reuven@example.com',
      contactName: 'ראובן לוי',
      phone: '0501234567',
      password: 'a-long-secret',
      invitationToken: 't-new',
    })
    expect(session.getState().token).toBe('joined-by-registration')
  })
})
