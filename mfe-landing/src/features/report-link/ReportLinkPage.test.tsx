// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ReportLinkPage as Page } from '@seats/contracts'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ReportLinkPage } from './ReportLinkPage'

/** The reporting service's /api/report-link/:token on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown; auth?: string }[]
let pages: Record<string, Page | 404 | 410>

const family = (): Page => ({
  synagogue: 'אהל משה',
  persons: [
    { id: 1, name: 'משה כהן', seats: ['שורה א, מושב 2'] },
    { id: 2, name: 'מרים כהן', seats: [] },
  ],
  dates: [
    { date: '2026-12-05', eventId: null, name: 'שבת פרשת וישלח', hebrewDate: 'י״ד כסלו', arrival: false },
    { date: '2026-12-10', eventId: 7, name: 'כנס חנוכה', hebrewDate: 'י״ט כסלו', arrival: true },
  ],
  reported: [],
  expiresAt: '2026-12-28T10:00:00.000Z',
})

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const url = req.url ?? ''
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined
      calls.push({ method: req.method ?? '', url, body, auth: req.headers.authorization })
      res.setHeader('Content-Type', 'application/json')
      const send = (status: number, answer: unknown) => {
        res.statusCode = status
        res.end(JSON.stringify(answer))
      }
      const token = /^\/api\/report-link\/([^/]+)$/.exec(url)?.[1] ?? ''
      const page = pages[token]
      if (page === undefined || page === 404)
        return send(404, { ok: false, error: 'report_link_invalid', status: 404, message: 'x' })
      if (page === 410)
        return send(410, { ok: false, error: 'report_link_expired', status: 410, message: 'x' })
      if (req.method === 'POST' && body) {
        const key = { personId: body.personId, date: body.date, eventId: body.eventId }
        page.reported = body.reported ? [...page.reported, key as Page['reported'][number]] : []
      }
      send(200, page)
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
  pages = {}
})
afterEach(cleanup)

function open(token: string) {
  render(
    <MemoryRouter initialEntries={[`/r/${token}`]}>
      <Routes>
        <Route path="/r/:token" element={<ReportLinkPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe("a worshipper's report link page", () => {
  it('shows each person on the phone for each date, and a tap reports one away, without any sign-in', async () => {
    pages.t1 = family()
    open('t1')
    expect(await screen.findByRole('heading', { level: 1, name: 'אהל משה' })).toBeTruthy()
    expect(screen.getAllByText('שורה א, מושב 2')).toHaveLength(2)
    expect(screen.getAllByText('ללא מקום קבוע')).toHaveLength(2)
    const away = screen.getByRole('switch', { name: 'משה כהן לא יגיע בשבת פרשת וישלח' }) as HTMLInputElement
    expect(away.checked).toBe(false)
    // A reverse event asks who is coming.
    expect(screen.getByRole('switch', { name: 'מרים כהן יגיע לכנס חנוכה' })).toBeTruthy()

    fireEvent.click(away)
    await waitFor(() => expect(away.checked).toBe(true))
    const post = calls.find((c) => c.method === 'POST')
    expect(post).toMatchObject({
      url: '/api/report-link/t1',
      body: { personId: 1, date: '2026-12-05', eventId: null, reported: true },
    })
    expect(calls.every((c) => c.auth === undefined)).toBe(true)
    expect(screen.getAllByText('המקום יוצג כפנוי לאורחים').length).toBeGreaterThan(0)
  })

  it.each([
    [404, 'הקישור אינו תקין. ייתכן שהועתק חלקית'],
    [410, 'תוקף הקישור פג, או שהגבאי ביטל אותו. בקשו מהגבאי קישור חדש'],
  ] as const)('a link answered %s says why in Hebrew and shows nothing else', async (status, text) => {
    pages.gone = status
    open('gone')
    expect((await screen.findByTestId('report-link-closed')).textContent).toBe(text)
    expect(screen.queryByRole('switch')).toBeNull()
  })
})
