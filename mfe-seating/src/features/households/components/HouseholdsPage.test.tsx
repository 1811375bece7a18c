// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Household, HouseholdsGrouped, MemberRole, Person } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { session } from '@seats/sdk'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sections } from '../../sections'
import { HouseholdsPage } from './HouseholdsPage'

/** The seating service's household and worshipper endpoints on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown }[]
let households: Household[]
let persons: Person[]
let createAnswer: { status: number; body: unknown } | null
let grouped: HouseholdsGrouped
let listFails: boolean

const person = (id: number, firstName: string, lastName: string, phone: string): Person => ({
  id,
  firstName,
  lastName,
  phone,
  seats: [],
})

function sample() {
  persons = [
    person(1, 'משה', 'לוי', '0522000001'),
    person(2, 'שרה', 'לוי', '0522000001'),
    person(3, 'דן', 'מזרחי', '0522000003'),
    person(4, 'אלי', '', '0522000004'),
    person(5, 'רחל', 'אזולאי', '0522000005'),
  ]
  households = [
    { id: 10, name: 'משפחת לוי', phone: '0522000001', email: '', memberIds: [1, 2] },
    { id: 11, name: 'משפחת מזרחי', phone: '', email: 'dan@example.com', memberIds: [3] },
  ]
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined
      calls.push({ method: req.method ?? '', url: req.url ?? '', body })
      res.setHeader('Content-Type', 'application/json')
      const answer = (status: number, value: unknown) => {
        res.statusCode = status
        res.end(JSON.stringify(value))
      }
      if (req.method === 'GET' && req.url === '/api/persons') return answer(200, persons)
      if (req.method === 'GET' && req.url === '/api/households') {
        if (listFails)
          return answer(500, { ok: false, error: 'internal_error', status: 500, message: 'internal' })
        return answer(200, households)
      }
      if (req.method === 'POST' && req.url === '/api/households/group') return answer(200, grouped)
      if (req.method === 'POST' && req.url === '/api/households') {
        if (createAnswer) return answer(createAnswer.status, createAnswer.body)
        const created: Household = { id: 12, ...(body as Omit<Household, 'id'>) }
        households = [...households, created]
        return answer(201, created)
      }
      if (req.method === 'PUT' && req.url === '/api/households/10') {
        const updated: Household = { id: 10, ...(body as Omit<Household, 'id'>) }
        households = households.map((h) => (h.id === 10 ? updated : h))
        return answer(200, updated)
      }
      if (req.method === 'DELETE' && req.url?.startsWith('/api/households/')) {
        households = households.filter((h) => `/api/households/${h.id}` !== req.url)
        res.statusCode = 204
        return res.end()
      }
      answer(404, { ok: false, error: 'not_found', status: 404, message: 'not found' })
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
  sample()
  createAnswer = null
  grouped = { created: 2, members: 3 }
  listFails = false
})
afterEach(() => {
  cleanup()
  session.clear()
})

function showAs(role: MemberRole) {
  const current = { accountId: 7, synagogueName: 'אוהל משה', role }
  act(() =>
    session.startSession({
      accessToken: 'token',
      user: { ...sampleUser({ id: 5 }), team: { current, memberships: [current] } },
    }),
  )
  return render(
    <MemoryRouter>
      <HouseholdsPage />
    </MemoryRouter>,
  )
}

const rows = () => screen.findAllByTestId('household-row')
const posted = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/households')

async function openNewHousehold() {
  await rows()
  fireEvent.click(screen.getByRole('button', { name: 'משפחה חדשה' }))
  return screen.findByRole('dialog')
}

describe('the households screen', () => {
  it('lists each household with its contact and its members’ names, the counts, and a search', async () => {
    showAs('warden')
    expect(await screen.findByRole('heading', { level: 1, name: sections.households.title })).toBeTruthy()
    const [levi, mizrahi] = await rows()
    expect(within(levi!).getByText('משפחת לוי')).toBeTruthy()
    expect(within(levi!).getByText('052-2000001')).toBeTruthy()
    expect(within(levi!).getByText('משה לוי, שרה לוי')).toBeTruthy()
    expect(within(levi!).getByText('2 מתפללים')).toBeTruthy()
    expect(within(mizrahi!).getByText('dan@example.com')).toBeTruthy()
    expect(within(mizrahi!).getByText('דן מזרחי')).toBeTruthy()
    expect(screen.getByTestId('households-counts').textContent).toBe('2 משפחות · 2 מתפללים ללא משפחה')
    expect(screen.queryByTestId('view-only-note')).toBeNull()

    fireEvent.change(screen.getByRole('searchbox', { name: /חיפוש משפחות/ }), { target: { value: 'שרה' } })
    await waitFor(() => expect(screen.getAllByTestId('household-row')).toHaveLength(1))
    expect(screen.getByText('נמצאו 1')).toBeTruthy()
  })

  it('creates a household with its name, its contact and the worshippers ticked', async () => {
    showAs('warden')
    const dialog = await openNewHousehold()
    fireEvent.change(within(dialog).getByLabelText(/שם המשפחה/), { target: { value: ' אלי ורעייתו ' } })
    fireEvent.change(within(dialog).getByLabelText('טלפון'), { target: { value: '052-2000004' } })
    // A worshipper of another household says so before being moved.
    const moshe = within(dialog).getByRole('checkbox', { name: /^משה לוי/ })
    expect(moshe.closest('label')?.textContent).toContain('במשפחת לוי')
    fireEvent.change(within(dialog).getByLabelText(/בני המשפחה/), { target: { value: 'אלי' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^אלי/ }))
    expect(within(dialog).getByRole('button', { name: 'הסרת אלי מהמשפחה' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'הוספה' }))

    await waitFor(() => expect(posted()).toHaveLength(1))
    expect(posted()[0]!.body).toEqual({ name: 'אלי ורעייתו', phone: '0522000004', email: '', memberIds: [4] })
    await waitFor(() => expect(screen.getAllByTestId('household-row')).toHaveLength(3))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('households-counts').textContent).toBe('3 משפחות · מתפלל אחד ללא משפחה')
  })

  it('edits a household: its own members start chosen, and one let go leaves it', async () => {
    showAs('warden')
    const [levi] = await rows()
    fireEvent.click(within(levi!).getByRole('button', { name: 'עריכת משפחת לוי' }))
    const dialog = await screen.findByRole('dialog', { name: 'עריכת משפחה' })
    expect((within(dialog).getByLabelText('טלפון') as HTMLInputElement).value).toBe('052-2000001')
    const sara = within(dialog).getByRole('checkbox', { name: /^שרה לוי/ }) as HTMLInputElement
    expect(sara.checked).toBe(true)
    // Its own members are not "in another household".
    expect(sara.closest('label')?.textContent).not.toContain('במשפחת')
    fireEvent.click(within(dialog).getByRole('button', { name: 'הסרת שרה לוי מהמשפחה' }))
    expect(sara.checked).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'משפחת לוי',
      phone: '0522000001',
      email: '',
      memberIds: [1],
    })
    await waitFor(() =>
      expect(within(screen.getAllByTestId('household-row')[0]!).getByText('משה לוי')).toBeTruthy(),
    )
  })

  it('asks for a phone or an email under the phone field before sending, with the focus there', async () => {
    showAs('warden')
    const dialog = await openNewHousehold()
    fireEvent.change(within(dialog).getByLabelText(/שם המשפחה/), { target: { value: 'משפחת אזולאי' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'הוספה' }))
    const phone = within(dialog).getByLabelText('טלפון')
    await waitFor(() => expect(document.activeElement).toBe(phone))
    expect(document.getElementById('household-phone-error')?.textContent).toBe('נדרש אימייל או טלפון')
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(posted()).toHaveLength(0)
  })

  it('shows the service’s refusal of the contact under the phone field', async () => {
    createAnswer = {
      status: 400,
      body: {
        ok: false,
        error: 'validation_failed',
        status: 400,
        message: 'x',
        fields: [{ field: 'phone', code: 'email_or_phone', message: 'נדרש אימייל או טלפון' }],
      },
    }
    showAs('warden')
    const dialog = await openNewHousehold()
    fireEvent.change(within(dialog).getByLabelText(/שם המשפחה/), { target: { value: 'משפחת אזולאי' } })
    fireEvent.change(within(dialog).getByLabelText('טלפון'), { target: { value: '0522000005' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'הוספה' }))
    await waitFor(() =>
      expect(document.getElementById('household-phone-error')?.textContent).toBe('נדרש אימייל או טלפון'),
    )
    expect(posted()).toHaveLength(1)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('groups the worshippers in no household by phone and says what it made', async () => {
    showAs('warden')
    await rows()
    fireEvent.click(screen.getByRole('button', { name: 'קיבוץ אוטומטי לפי טלפון' }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('2 מתפללים ללא משפחה יצורפו למשפחות:')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'קיבוץ' }))
    expect(await screen.findByText('נוצרו 2 משפחות ל-3 מתפללים')).toBeTruthy()
    expect(calls.filter((c) => c.url === '/api/households/group')).toHaveLength(1)
    // The list is read again after the grouping.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/households')).toHaveLength(2))
  })

  it('offers no grouping when every worshipper is in a household', async () => {
    households = [{ ...households[0]!, memberIds: [1, 2, 3, 4, 5] }]
    showAs('warden')
    await rows()
    const button = screen.getByRole('button', { name: 'קיבוץ אוטומטי לפי טלפון' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.getByTestId('households-counts').textContent).toBe('משפחה אחת · כל המתפללים במשפחות')
  })

  it('deletes a household after naming it and saying its worshippers stay', async () => {
    showAs('warden')
    const [levi] = await rows()
    fireEvent.click(within(levi!).getByRole('button', { name: 'מחיקת משפחת לוי' }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('האם אתה בטוח שברצונך למחוק את משפחת לוי?')).toBeTruthy()
    expect(within(confirm).getByText('המתפללים שבה נשארים ברשימת המתפללים, ללא משפחה.')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'מחק' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true))
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/households/10')
    await waitFor(() => expect(screen.getAllByTestId('household-row')).toHaveLength(1))
  })

  it('shows a viewer the households without a button that changes them', async () => {
    showAs('viewer')
    const [levi] = await rows()
    expect(within(levi!).getByText('משה לוי, שרה לוי')).toBeTruthy()
    expect(within(levi!).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: 'משפחה חדשה' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'קיבוץ אוטומטי לפי טלפון' })).toBeNull()
    expect(screen.getByTestId('view-only-note')).toBeTruthy()
  })

  it('invites the first households when there are none', async () => {
    households = []
    showAs('warden')
    expect(await screen.findByText('עדיין אין משפחות')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'משפחה חדשה' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'קיבוץ אוטומטי לפי טלפון' })).toBeTruthy()
    // The import makes households too, from its family column.
    expect(screen.getByText(/לייבא קובץ מתפללים עם עמודת "קבוצת משפחה"/)).toBeTruthy()
  })

  it('says when the list could not be read, and reads it again on retry', async () => {
    listFails = true
    showAs('warden')
    expect(await screen.findByText('לא ניתן לטעון את המשפחות')).toBeTruthy()
    listFails = false
    fireEvent.click(screen.getByRole('button', { name: 'ניסיון נוסף' }))
    expect(await rows()).toHaveLength(2)
  })
})
