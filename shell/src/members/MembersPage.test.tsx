// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MemberRole, Team } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { session } from '@seats/sdk'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import MembersPage from './MembersPage'

/** A team endpoint on loopback, answering in the contracts' shapes; the page's '/api' calls go to it. */
let server: Server
let calls: { method: string; url: string; body: unknown }[]
let team: Team
let inviteAnswer: { status: number; body: unknown }

const SYNAGOGUE = { accountId: 7, synagogueName: 'אוהל משה' }

function teamOf(): Team {
  return {
    members: [
      {
        userId: 5,
        contactName: 'יוסי כהן',
        email: 'yossi@example.com',
        role: 'owner',
        joinedAt: '2026-01-04T10:00:00.000Z',
        lastActiveAt: '2026-11-20T08:30:00.000Z',
      },
      {
        userId: 8,
        contactName: 'ראובן לוי',
        email: 'reuven@example.com',
        role: 'warden',
        joinedAt: '2026-03-02T10:00:00.000Z',
        lastActiveAt: null,
      },
    ],
    invitations: [
      {
        id: 3,
        email: 'shimon@example.com',
        role: 'viewer',
        invitedBy: 'יוסי כהן',
        createdAt: '2026-11-25T10:00:00.000Z',
        expiresAt: '2026-12-02T10:00:00.000Z',
      },
    ],
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined
      calls.push({ method: req.method ?? '', url: req.url ?? '', body })
      res.setHeader('Content-Type', 'application/json')
      if (req.method === 'GET' && req.url === '/api/members') return res.end(JSON.stringify(team))
      if (req.method === 'POST' && req.url === '/api/members/invitations') {
        res.statusCode = inviteAnswer.status
        return res.end(JSON.stringify(inviteAnswer.body))
      }
      if (req.method === 'PUT' && req.url === '/api/members/8') {
        const member = { ...team.members[1]!, role: (body as { role: MemberRole }).role }
        return res.end(JSON.stringify(member))
      }
      res.statusCode = 204
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init))
})
afterAll(async () => {
  vi.unstubAllGlobals()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  calls = []
  team = teamOf()
  inviteAnswer = {
    status: 201,
    body: { ...teamOf().invitations[0], id: 4, email: 'levi@example.com', role: 'warden' },
  }
})
afterEach(() => {
  cleanup()
  session.clear()
})

function showAs(role: MemberRole) {
  const current = { ...SYNAGOGUE, role }
  act(() =>
    session.startSession({
      accessToken: 'token',
      user: { ...sampleUser({ id: role === 'owner' ? 5 : 8 }), team: { current, memberships: [current] } },
    }),
  )
  return render(<MembersPage />)
}

const rows = () => screen.findAllByTestId('member-row')

describe('the members screen', () => {
  it('shows the owner every member with their role, joining and last activity, and the open invitations', async () => {
    showAs('owner')
    const [owner, warden] = await rows()
    expect(within(owner!).getByText('(את/ה)')).toBeTruthy()
    expect(within(warden!).getByText('reuven@example.com')).toBeTruthy()
    expect(within(warden!).getByText('טרם נכנס/ה')).toBeTruthy()
    expect(within(warden!).getByText('02/03/26')).toBeTruthy()
    const select = within(warden!).getByRole('combobox') as HTMLSelectElement
    expect(select.value).toBe('warden')
    expect(within(warden!).getByRole('button', { name: 'הסרה של ראובן לוי מהצוות' })).toBeTruthy()
    const invitation = screen.getByTestId('invitation-row')
    expect(within(invitation).getByText('shimon@example.com')).toBeTruthy()
    expect(within(invitation).getByText('צפייה והדפסה')).toBeTruthy()
    expect(screen.queryByTestId('view-only-note')).toBeNull()
  })

  it('changes a member’s role with the select', async () => {
    showAs('owner')
    const [, warden] = await rows()
    fireEvent.change(within(warden!).getByRole('combobox'), { target: { value: 'viewer' } })
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/members/8',
      body: { role: 'viewer' },
    })
  })

  it('offers every role with what it allows, and says under the email field what is wrong before sending', async () => {
    showAs('owner')
    await rows()
    expect(screen.getByText('עריכת מפות, מתפללים, אירועים, דיווחים ותזכורות, והדפסה')).toBeTruthy()
    expect(screen.getByText('צפייה והדפסה בלבד')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('אימייל'), { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת ההזמנה' }))
    expect(await screen.findByText('כתובת אימייל אינה תקינה')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('sends the invitation with the chosen role and shows it among the open ones', async () => {
    showAs('owner')
    await rows()
    fireEvent.change(screen.getByLabelText('אימייל'), { target: { value: ' Levi@Example.com ' } })
    fireEvent.click(screen.getByRole('radio', { name: /^צפייה והדפסה/ }))
    fireEvent.click(screen.getByRole('button', { name: 'שליחת ההזמנה' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'levi@example.com',
      role: 'viewer',
    })
    // The list is read again after the invitation.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/members')).toHaveLength(2))
  })

  it('says under the email field that the address is already in the team', async () => {
    inviteAnswer = {
      status: 409,
      body: { ok: false, error: 'already_member', status: 409, message: 'x' },
    }
    showAs('owner')
    await rows()
    fireEvent.change(screen.getByLabelText('אימייל'), { target: { value: 'reuven@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת ההזמנה' }))
    expect(await screen.findByText('כתובת האימייל הזו כבר שייכת לחבר/ת צוות בבית הכנסת')).toBeTruthy()
  })

  it('shows a viewer the team read-only: no role select, no removal, no invitation form', async () => {
    showAs('viewer')
    const [owner, self] = await rows()
    expect(within(owner!).queryByRole('combobox')).toBeNull()
    expect(within(owner!).getByText('בעלים')).toBeTruthy()
    expect(within(owner!).queryByRole('button')).toBeNull()
    // Leaving is the one thing a member does for themself.
    expect(within(self!).getByRole('button', { name: 'עזיבת הצוות' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'שליחת ההזמנה' })).toBeNull()
    expect(screen.queryByRole('button', { name: /ביטול ההזמנה/ })).toBeNull()
    expect(screen.getByTestId('view-only-note')).toBeTruthy()
  })
})
