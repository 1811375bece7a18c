// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Season, SeasonProposalResult, SeasonRequestsOverview, SeasonSuggestion } from '@seats/contracts'
import { session } from '@seats/sdk'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SeasonPage } from './SeasonPage'

/** Seating's season endpoints on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown }[]
let overview: SeasonRequestsOverview
/** The season as the server keeps it: a save changes it. */
let shown: Season

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
/** The coming High Holidays, as the calendar names them. */
const suggestion: SeasonSuggestion = {
  name: 'ימים נוראים תשפ״ח',
  dates: [
    { date: '2027-10-02', name: 'ראש השנה א׳', hebrewDate: 'א׳ תשרי' },
    { date: '2027-10-03', name: 'ראש השנה ב׳', hebrewDate: 'ב׳ תשרי' },
    { date: '2027-10-10', name: 'כל נדרי', hebrewDate: 'ט׳ תשרי' },
    { date: '2027-10-11', name: 'יום כיפור', hebrewDate: 'י׳ תשרי' },
  ],
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
      if (url === '/api/seasons/4' && req.method === 'PUT') {
        shown = { ...shown, ...(JSON.parse(raw) as Pick<Season, 'name' | 'dates'>) }
        return reply(shown)
      }
      if (url === '/api/seasons/4') return reply(shown)
      if (url === '/api/seasons/suggestion') return reply(suggestion)
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
  shown = season
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

  it('a synagogue of 60 households: fifty rows, then the rest; "לא ענו" and a search find a family past the first fifty', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      householdId: 100 + i,
      name: `משפחת מספר ${i + 1}`,
      members: 2,
      linkSentAt: '2026-11-29T10:00:00.000Z',
      // Every third family has answered.
      request: i % 3 === 0 ? overviewOf().households[0]!.request : null,
    }))
    overview = { ...overviewOf(), households: many }
    open()
    // Rows are counted from the markup: naming 60 rows for their roles is slow in a test's page.
    const rows = async () => (await screen.findByRole('table')).querySelectorAll('tbody tr')
    expect(await rows()).toHaveLength(50)
    expect(screen.getByText('מוצגות 50 מתוך 60')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'עוד 10' }))
    expect(await rows()).toHaveLength(60)
    expect(screen.queryByRole('button', { name: /^עוד/ })).toBeNull()

    const filter = screen.getByRole('combobox', { name: 'אילו משפחות להציג' })
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'כל המשפחות (60)',
      'ענו (20)',
      'לא ענו (40)',
      'לא נשלח קישור (0)',
    ])
    fireEvent.change(filter, { target: { value: 'unanswered' } })
    expect(screen.getByText('נמצאו 40 משפחות')).toBeTruthy()
    expect([...(await rows())].some((row) => row.textContent?.includes('משפחת מספר 1 '))).toBe(false)
    fireEvent.change(screen.getByRole('searchbox', { name: 'חיפוש משפחה לפי שם' }), {
      target: { value: '59' },
    })
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    expect((await rows())[0]?.textContent).toContain('משפחת מספר 59')
  })

  it('reminds the households that got a link and did not answer, after saying how many', async () => {
    overview = {
      ...overviewOf(),
      households: [
        ...overviewOf().households,
        {
          householdId: 3,
          name: 'משפחת מזרחי',
          members: 1,
          linkSentAt: '2026-11-29T10:00:00.000Z',
          request: null,
        },
      ],
    }
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'תזכורת למי שלא ענו' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('משפחה אחת שקיבלה קישור ועוד לא ענתה תקבל קישור חדש')
    fireEvent.click(within(dialog).getByRole('button', { name: 'שליחת תזכורת' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/seasons/4/links')).toBe(true))
    expect(calls.find((c) => c.url === '/api/seasons/4/links')?.body).toEqual({ unanswered: true })
    expect(await screen.findByText('נשלח קישור אחד · משפחה אחת בלי נייד ובלי אימייל')).toBeTruthy()
  })

  it('offers no reminder while nobody who got a link is waiting', async () => {
    open()
    expect(await screen.findByRole('button', { name: 'שליחת קישורים לכל המשפחות' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'תזכורת למי שלא ענו' })).toBeNull()
  })

  it('a closed season offers reopening and no link sends', async () => {
    overview = { ...overviewOf(), state: 'closed' }
    open()
    expect(await screen.findByRole('button', { name: 'פתיחה מחדש' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'שליחת קישורים לכל המשפחות' })).toBeNull()
    expect(screen.queryByRole('button', { name: /שליחה שוב/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'תזכורת למי שלא ענו' })).toBeNull()
  })

  it('renames the season and adds Kol Nidre to its days; its heading and days follow', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'עריכת העונה' }))
    const dialog = await screen.findByRole('dialog', { name: 'עריכת העונה' })
    const days = within(within(dialog).getByRole('group', { name: 'תאריכים' }))
    // Its own two days chosen, the rest of the coming holidays offered.
    expect(days.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
      true,
    ])
    fireEvent.change(within(dialog).getByLabelText(/שם העונה/), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    expect(await within(dialog).findByText('שדה חובה')).toBeTruthy()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    fireEvent.change(within(dialog).getByLabelText(/שם העונה/), { target: { value: 'הימים הנוראים' } })
    fireEvent.click(days.getByRole('checkbox', { name: /כל נדרי/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'הימים הנוראים' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'הימים הנוראים',
      dates: [
        { date: '2027-10-02', name: 'ראש השנה א׳' },
        { date: '2027-10-10', name: 'כל נדרי' },
        { date: '2027-10-11', name: 'יום כיפור' },
      ],
    })
    expect(screen.getByText(/כל נדרי/)).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
