// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Season, SeasonProposalResult, SeasonRequestsOverview } from '@seats/contracts'
import { session } from '@seats/sdk'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SeasonPage } from './SeasonPage'

/** Seating's season endpoints on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown }[]
let overview: SeasonRequestsOverview

const season: Season = {
  id: 4,
  name: 'ימים נוראים תשפ״ח',
  mapId: 12,
  sourceMapId: 3,
  dates: [
    { date: '2027-10-02', name: 'ראש השנה א׳' },
    { date: '2027-10-11', name: 'יום כיפור' },
  ],
  createdAt: '2026-11-29T10:00:00.000Z',
}
const overviewOf = (): SeasonRequestsOverview => ({
  state: 'open',
  households: [
    {
      householdId: 1,
      name: 'משפחת לוי',
      members: 3,
      linkSentAt: '2026-11-29T10:00:00.000Z',
      request: {
        attending: [
          { personId: 1, areaId: 5 },
          { personId: 2, areaId: 6 },
        ],
        sameAsLast: true,
        together: true,
        nearArk: true,
        notFrontRow: false,
        accessible: false,
        note: 'אבא מתקשה במדרגות',
        submittedAt: '2026-11-29T11:00:00.000Z',
      },
    },
    { householdId: 2, name: 'משפחת כהן', members: 2, linkSentAt: null, request: null },
  ],
  anywhere: 2,
  areas: [
    { areaId: 5, name: 'עזרת גברים', seats: 1, requested: 3 },
    { areaId: 6, name: 'עזרת נשים', seats: 16, requested: 1 },
  ],
})
const proposal: SeasonProposalResult = {
  households: 1,
  seats: 2,
  alreadySeated: 0,
  notes: [{ householdId: 1, householdName: 'משפחת לוי', kind: 'short', areaName: 'עזרת גברים', count: 1 }],
  mapVersion: 7,
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const url = req.url ?? ''
      calls.push({ method: req.method ?? '', url, body: raw ? JSON.parse(raw) : undefined })
      res.setHeader('Content-Type', 'application/json')
      const reply = (body: unknown) => res.end(JSON.stringify(body))
      if (url === '/api/seasons/4') return reply(season)
      if (url === '/api/seasons/4/requests') return reply(overview)
      if (url === '/api/seasons/4/links') return reply({ sent: 1, failed: 0, noContact: 1 })
      if (url === '/api/seasons/4/proposal') return reply(proposal)
      if (url === '/api/seasons/4/confirm') return reply({ sent: 1, unchanged: 0, failed: 0, noContact: 0 })
      res.statusCode = 404
      reply({ ok: false, error: 'not_found', status: 404, message: 'x' })
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
  overview = overviewOf()
})
afterEach(() => {
  cleanup()
  session.clear()
})

function open() {
  render(
    <MemoryRouter initialEntries={['/seasons/4']}>
      <Routes>
        <Route path="/seasons/:id" element={<SeasonPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe("a season's screen", () => {
  it('shows each household’s answer with its wishes and note, and the seats against the requests per area', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'ימים נוראים תשפ״ח' })).toBeTruthy()
    const levi = screen.getByRole('row', { name: /משפחת לוי/ })
    expect(within(levi).getByText('2 מקומות')).toBeTruthy()
    expect(within(levi).getByText(/אותם מקומות · ליד הארון/)).toBeTruthy()
    expect(within(levi).getByText('אבא מתקשה במדרגות')).toBeTruthy()
    expect(within(screen.getByRole('row', { name: /משפחת כהן/ })).getByText('טרם ענתה')).toBeTruthy()
    expect(screen.getByText('ענו 1 מתוך 2 משפחות')).toBeTruthy()
    const areas = within(screen.getByRole('list', { name: 'מקומות מול בקשות לפי אזור' }))
    expect(areas.getByText('3 בקשות · מקום אחד')).toBeTruthy()
    expect(areas.getByText('בקשה אחת · 16 מקומות')).toBeTruthy()
    expect(screen.getByText('ועוד 2 בקשות לכל מקום')).toBeTruthy()
    expect(areas.getByText('חסרים 2 מקומות')).toBeTruthy()
  })

  it('sends the links to every household that has none, and runs the assignment, naming who fell short', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'שליחת קישורים לכל המשפחות' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/seasons/4/links')).toBe(true))
    expect(calls.find((c) => c.url === '/api/seasons/4/links')?.body).toEqual({ all: true })

    fireEvent.click(screen.getByRole('button', { name: 'שיבוץ אוטומטי' }))
    const result = await screen.findByRole('status')
    expect(result.textContent).toContain('שובצו משפחה אחת ב-2 מקומות')
    expect(result.textContent).toContain('משפחת לוי: חסרים מקום אחד בעזרת גברים')
  })

  it('a closed season offers reopening and no link sends', async () => {
    overview = { ...overviewOf(), state: 'closed' }
    open()
    expect(await screen.findByRole('button', { name: 'פתיחה מחדש' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'שליחת קישורים לכל המשפחות' })).toBeNull()
    expect(screen.queryByRole('button', { name: /שליחה שוב/ })).toBeNull()
  })
})
