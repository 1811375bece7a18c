// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SeasonRequestPage as Page } from '@seats/contracts'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SeasonRequestPage } from './SeasonRequestPage'

/** Seating's /api/season-requests/:token on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown; auth?: string }[]
let pages: Record<string, Page | 404>
let answer: { status: number; body?: unknown } | null

const levi = (): Page => ({
  synagogueName: 'אהל משה',
  seasonName: 'ימים נוראים תשפ״ח',
  dates: [
    { date: '2027-10-02', name: 'ראש השנה א׳', hebrewDate: 'א׳ תשרי תשפ״ח' },
    { date: '2027-10-11', name: 'יום כיפור', hebrewDate: 'י׳ תשרי תשפ״ח' },
  ],
  state: 'open',
  householdName: 'משפחת לוי',
  members: [
    { personId: 1, firstName: 'משה', female: false },
    { personId: 2, firstName: 'רחל', female: true },
  ],
  areas: [
    { id: 10, name: 'עזרת גברים' },
    { id: 11, name: 'עזרת נשים' },
  ],
  hadSeatsLastSeason: true,
  request: null,
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
      const send = (status: number, reply: unknown) => {
        res.statusCode = status
        res.end(JSON.stringify(reply))
      }
      const token = /^\/api\/season-requests\/([^/]+)$/.exec(url)?.[1] ?? ''
      const page = pages[token]
      if (page === undefined || page === 404)
        return send(404, { ok: false, error: 'season_link_invalid', status: 404, message: 'x' })
      if (req.method === 'PUT') {
        if (answer) return send(answer.status, answer.body)
        page.request = { ...(body as NonNullable<Page['request']>), submittedAt: '2026-11-29T10:00:00.000Z' }
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
  answer = null
})
afterEach(cleanup)

function open(token: string) {
  render(
    <MemoryRouter initialEntries={[`/s/${token}`]}>
      <Routes>
        <Route path="/s/:token" element={<SeasonRequestPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe("a household's seat request page", () => {
  it('offers each member the area that suits them, and sends who comes where with the wishes, without any sign-in', async () => {
    pages.t1 = levi()
    open('t1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'בקשת מקומות לימים נוראים תשפ״ח' }),
    ).toBeTruthy()
    expect(screen.getByText('יום כיפור')).toBeTruthy()
    const moshe = screen.getByRole('combobox', { name: 'האזור של משה' }) as HTMLSelectElement
    const rachel = screen.getByRole('combobox', { name: 'האזור של רחל' }) as HTMLSelectElement
    expect(moshe.selectedOptions[0]?.textContent).toBe('עזרת גברים')
    expect(rachel.selectedOptions[0]?.textContent).toBe('עזרת נשים')
    expect(
      (screen.getByRole('checkbox', { name: 'אותם מקומות כמו בשנה שעברה' }) as HTMLInputElement).checked,
    ).toBe(true)

    fireEvent.change(rachel, { target: { value: '' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'קרוב לארון הקודש' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'הערה לגבאי' }), {
      target: { value: 'רחל בחו״ל השנה' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת הבקשה' }))

    await screen.findByRole('button', { name: 'עדכון הבקשה' })
    const put = calls.find((c) => c.method === 'PUT')
    expect(put).toMatchObject({
      url: '/api/season-requests/t1',
      body: {
        attending: [{ personId: 1, areaId: 10 }],
        sameAsLast: true,
        together: true,
        nearArk: true,
        notFrontRow: false,
        accessible: false,
        note: 'רחל בחו״ל השנה',
      },
    })
    expect(calls.every((c) => c.auth === undefined)).toBe(true)
    expect(screen.getByText(/הבקשה נשמרה ב-/)).toBeTruthy()
  })

  it('closed while the household was answering: says so, and offers no form', async () => {
    pages.t2 = levi()
    answer = { status: 409, body: { ok: false, error: 'season_requests_closed', status: 409, message: 'x' } }
    open('t2')
    fireEvent.click(await screen.findByRole('button', { name: 'שליחת הבקשה' }))
    await waitFor(() => expect(screen.getByTestId('season-request-closed')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'שליחת הבקשה' })).toBeNull()
  })

  it('a link that opens nothing says why in Hebrew and shows nothing else', async () => {
    pages.gone = 404
    open('gone')
    expect((await screen.findByTestId('season-request-invalid')).textContent).toBe(
      'הקישור אינו תקף. ייתכן שהועתק חלקית או שהגבאי שלח קישור חדש',
    )
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})
