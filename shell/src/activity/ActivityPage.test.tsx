// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type Team } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { dayjs, session } from '@seats/sdk'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import ActivityPage from './ActivityPage'

/** The team and activity endpoints on loopback, answering in the contracts' shapes. */
let server: Server
let asked: URL[]
let lines: ActivityEntry[]

const team: Team = {
  members: [
    {
      userId: 5,
      contactName: 'יוסי כהן',
      email: 'yossi@example.com',
      role: 'owner',
      joinedAt: '2026-01-04T10:00:00.000Z',
      lastActiveAt: null,
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
  invitations: [],
}

const now = Date.now()
// Yesterday by the calendar, not 24 hours ago (a day of a clock change is 23 or 25 hours long).
const yesterday = dayjs(now).subtract(1, 'day').valueOf()
const line = (id: number, memberId: number, at: number, personName: string): ActivityEntry => ({
  id,
  at: new Date(at).toISOString(),
  memberId,
  memberName: team.members.find((m) => m.userId === memberId)!.contactName,
  action: 'seat.assign',
  subject: `seat:1:1:${id}`,
  details: { personId: id, personName, seat: 'שורה א, מושב 1' },
})

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    res.setHeader('Content-Type', 'application/json')
    if (url.pathname === '/api/members') return res.end(JSON.stringify(team))
    if (url.pathname === '/api/activity') {
      asked.push(url)
      const member = Number(url.searchParams.get('member')) || null
      const before = Number(url.searchParams.get('before')) || Infinity
      const page = lines
        .filter((l) => (member === null || l.memberId === member) && l.id < before)
        .slice(0, ACTIVITY_PAGE_SIZE)
      return res.end(JSON.stringify(page))
    }
    res.statusCode = 404
    res.end('{}')
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
  asked = []
  lines = [line(12, 8, now, 'משה כהן'), line(11, 5, yesterday, 'דוד לוי'), line(10, 8, yesterday, 'אהרן ברק')]
})
afterEach(() => {
  cleanup()
  session.clear()
})

function show() {
  const current = { accountId: 7, synagogueName: 'אוהל משה', role: 'viewer' as const }
  act(() =>
    session.startSession({
      accessToken: 'token',
      user: { ...sampleUser({ id: 9 }), team: { current, memberships: [current] } },
    }),
  )
  return render(<ActivityPage />)
}

const dayTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('the activity screen', () => {
  it('tells each change by day, naming the member, newest first', async () => {
    show()
    await screen.findAllByTestId('activity-line')
    expect(dayTitles()).toEqual(['היום', 'אתמול'])
    const [today] = screen.getAllByRole('region', { name: /היום/ })
    expect(within(today!).getByTestId('activity-line').textContent).toMatch(
      /^ראובן לוי הושיב את משה כהן בשורה א, מושב 1\d\d:\d\d$/,
    )
    expect(screen.getAllByTestId('activity-line').map((l) => l.querySelector('strong')?.textContent)).toEqual(
      ['ראובן לוי', 'יוסי כהן', 'ראובן לוי'],
    )
    expect(screen.getByText('אלה כל השינויים שנרשמו.')).toBeTruthy()
  })

  it('narrows the list to one member, and says so when that member changed nothing', async () => {
    show()
    await screen.findAllByTestId('activity-line')
    fireEvent.change(screen.getByLabelText('חבר צוות'), { target: { value: '5' } })
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(1))
    expect(screen.getByTestId('activity-line').textContent).toContain('יוסי כהן הושיב את דוד לוי')
    expect(asked.at(-1)?.searchParams.get('member')).toBe('5')

    lines = lines.filter((l) => l.memberId !== 8)
    fireEvent.change(screen.getByLabelText('חבר צוות'), { target: { value: '8' } })
    expect(await screen.findByText('לא נרשמו שינויים של ראובן לוי')).toBeTruthy()
  })

  it('reads older changes a page at a time', async () => {
    lines = Array.from({ length: ACTIVITY_PAGE_SIZE + 3 }, (_, i) =>
      line(1000 - i, 8, now - 2 * 86_400_000 - i * 60_000, `מתפלל ${i}`),
    )
    show()
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(ACTIVITY_PAGE_SIZE))
    fireEvent.click(screen.getByRole('button', { name: 'שינויים קודמים' }))
    await waitFor(() => expect(screen.getAllByTestId('activity-line')).toHaveLength(ACTIVITY_PAGE_SIZE + 3))
    expect(asked.at(-1)?.searchParams.get('before')).toBe(String(1000 - ACTIVITY_PAGE_SIZE + 1))
    expect(screen.queryByRole('button', { name: 'שינויים קודמים' })).toBeNull()
  })

  it('says what will appear when nothing was recorded yet', async () => {
    lines = []
    show()
    expect(await screen.findByText('עוד לא נרשמו שינויים')).toBeTruthy()
  })
})
