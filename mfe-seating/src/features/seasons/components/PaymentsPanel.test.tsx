// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Season, SeasonPayments, SeasonPrices } from '@seats/contracts'
import { API_DATE_FORMAT, dayjs, session } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentsPanel } from './PaymentsPanel'

/** Seating's price and payment endpoints of one season on loopback, in the contracts' shapes. */
let server: Server
let calls: { method: string; url: string; body: unknown }[]
let prices: SeasonPrices
let accounts: SeasonPayments

const season: Season = {
  id: 4,
  name: 'ימים נוראים תשפ״ח',
  mapId: 12,
  sourceMapId: 3,
  dates: [{ date: '2027-10-02', name: 'ראש השנה א׳' }],
  createdAt: '2026-11-29T10:00:00.000Z',
}
const pricesOf = (): SeasonPrices => ({
  areas: [
    { areaId: 5, name: 'עזרת גברים', seats: 32, price: 1800 },
    { areaId: 6, name: 'עזרת נשים', seats: 16, price: 1200.1 },
  ],
  seatsOutside: 0,
  // The front row's seat 2 costs more.
  seats: [{ row: 1, col: 2, price: 2500 }],
  // As printed: row א has an aisle at its third cell; the grid's third row is an aisle across the hall.
  rows: [
    { row: 1, label: 'א', seats: [1, 2, 4, 5].map((col, i) => ({ col, number: i + 1, areaId: 5 })) },
    { row: 2, label: 'ב', seats: [1, 2, 3, 4].map((col, i) => ({ col, number: i + 1, areaId: 5 })) },
    { row: 4, label: 'ג', seats: [1, 2, 3, 4].map((col, i) => ({ col, number: i + 1, areaId: 6 })) },
  ],
})
/** Levi sits at row א seat 1 (men's) and row ג seat 1 (women's): its due follows those seats' prices. */
const leviDue = (p: SeasonPrices) => {
  const own = (row: number, col: number) => p.seats.find((s) => s.row === row && s.col === col)?.price
  const area = (id: number) => p.areas.find((a) => a.areaId === id)?.price ?? 0
  return Math.round(((own(1, 1) ?? area(5)) + (own(4, 1) ?? area(6))) * 100) / 100
}
const accountsFor = (p: SeasonPrices): SeasonPayments => {
  const base = accountsOf()
  const due = leviDue(p)
  return {
    ...base,
    households: base.households.map((h) =>
      h.householdId === 1 ? { ...h, due, balance: due, owes: due > 0 } : h,
    ),
    totals: { due: Math.round((1800 + due) * 100) / 100, paid: 1800, owed: due, owing: due > 0 ? 1 : 0 },
  }
}
const accountsOf = (): SeasonPayments => ({
  households: [
    {
      householdId: 2,
      name: 'משפחת כהן',
      seats: 1,
      due: 1800,
      paid: 1800,
      balance: 0,
      owes: false,
      payments: [
        {
          id: 31,
          householdId: 2,
          amount: 1800,
          method: 'cash',
          paidOn: '2027-09-01',
          note: 'דרך הגבאי',
          createdAt: '2027-09-01T10:00:00.000Z',
        },
      ],
    },
    {
      householdId: 1,
      name: 'משפחת לוי',
      seats: 2,
      due: 3000.1,
      paid: 0,
      balance: 3000.1,
      owes: true,
      payments: [],
    },
  ],
  totals: { due: 4800.1, paid: 1800, owed: 3000.1, owing: 1 },
  seatedWithoutHousehold: 1,
})

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const url = req.url ?? ''
      const method = req.method ?? ''
      const body = raw ? (JSON.parse(raw) as unknown) : undefined
      calls.push({ method, url, body })
      res.setHeader('Content-Type', 'application/json')
      const reply = (answer: unknown, status = 200) => {
        res.statusCode = status
        res.end(answer === undefined ? '' : JSON.stringify(answer))
      }
      if (url === '/api/seasons/4/prices' && method === 'GET') return reply(prices)
      if (url === '/api/seasons/4/prices' && method === 'PUT') {
        const sent = body as Partial<Pick<SeasonPrices, 'areas' | 'seats'>>
        // Row ב's fourth seat was made an aisle since the page was read: the server refuses it.
        const stale = sent.seats?.findIndex((s) => s.row === 2 && s.col === 4) ?? -1
        if (stale >= 0)
          return reply(
            {
              ok: false,
              error: 'validation_failed',
              status: 400,
              message: 'x',
              fields: [{ field: `seats.${stale}.col`, code: 'not_a_seat', message: 'x' }],
            },
            400,
          )
        prices = {
          ...prices,
          areas: sent.areas
            ? prices.areas.map((a) => ({
                ...a,
                price: sent.areas?.find((s) => s.areaId === a.areaId)?.price ?? 0,
              }))
            : prices.areas,
          seats: sent.seats ?? prices.seats,
        }
        accounts = accountsFor(prices)
        return reply(prices)
      }
      if (url === '/api/seasons/4/payments' && method === 'GET') return reply(accounts)
      if (url === '/api/seasons/4/payments' && method === 'POST')
        return reply({ id: 40, ...(body as object), createdAt: '2027-09-02T10:00:00.000Z' }, 201)
      if (url === '/api/seasons/4/payments/31' && method === 'DELETE') {
        res.statusCode = 204
        return res.end()
      }
      reply({ ok: false, error: 'not_found', status: 404, message: 'x' }, 404)
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
  prices = pricesOf()
  accounts = accountsOf()
})
afterEach(() => {
  cleanup()
  session.clear()
})

function open(canEdit = true) {
  render(
    <MemoryRouter>
      <PaymentsPanel season={season} canEdit={canEdit} />
    </MemoryRouter>,
  )
}
const household = async (name: string) => screen.findByRole('row', { name: new RegExp(name) })
const reads = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length

describe("a season's prices and payments", () => {
  it('shows the totals and each household in shekels; the owing filter keeps only who owes', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 2, name: 'מחירים ותשלומים' })).toBeTruthy()
    const totals = within(await screen.findByLabelText('סיכום התשלומים לעונה'))
    expect(totals.getByText('₪4,800.10')).toBeTruthy()
    expect(totals.getByText('₪1,800')).toBeTruthy()
    expect(totals.getByText('₪3,000.10')).toBeTruthy()
    expect(totals.getByText('משפחה אחת חייבת')).toBeTruthy()
    expect(screen.getByText(/מתפלל אחד יושב במפת העונה בלי משפחה/)).toBeTruthy()

    const levi = await household('משפחת לוי')
    expect(within(levi).getByText('חייבת')).toBeTruthy()
    expect(within(levi).getAllByText('₪3,000.10')).toHaveLength(2)
    const cohen = await household('משפחת כהן')
    expect(within(cohen).getByText('שולם במלואו')).toBeTruthy()

    fireEvent.click(screen.getByRole('switch', { name: 'רק מי שחייב' }))
    expect(screen.queryByRole('row', { name: /משפחת כהן/ })).toBeNull()
    expect(screen.getByRole('row', { name: /משפחת לוי/ })).toBeTruthy()
    expect(screen.getByText('מוצגות 1 מתוך 2 משפחות')).toBeTruthy()
  })

  it('a warden edits the areas’ prices in place and saves them with one button', async () => {
    open()
    const men = (await screen.findByRole('textbox', {
      name: 'מחיר למושב בעזרת גברים (₪)',
    })) as HTMLInputElement
    expect(men.value).toBe('1800')
    expect(
      (screen.getByRole('textbox', { name: 'מחיר למושב בעזרת נשים (₪)' }) as HTMLInputElement).value,
    ).toBe('1200.10')
    fireEvent.change(men, { target: { value: 'אלף' } })
    fireEvent.click(screen.getByRole('button', { name: 'שמירת המחירים' }))
    expect(await screen.findByText('יש להזין מחיר בשקלים')).toBeTruthy()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    fireEvent.change(men, { target: { value: '1,950.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'שמירת המחירים' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      areas: [
        { areaId: 5, price: 1950.5 },
        { areaId: 6, price: 1200.1 },
      ],
    })
    // New prices, new dues: the households are read again.
    await waitFor(() => expect(reads('/api/seasons/4/payments')).toBe(2))
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'מחיר למושב בעזרת גברים (₪)' }) as HTMLInputElement).value,
      ).toBe('1950.50'),
    )
  })

  it('records a payment in a dialog: amount, method, today’s date by default, a note', async () => {
    open()
    fireEvent.click(
      within(await household('משפחת לוי')).getByRole('button', { name: 'רישום תשלום: משפחת לוי' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'רישום תשלום — משפחת לוי' })
    expect(within(dialog).getByText('יתרה לתשלום: ₪3,000.10')).toBeTruthy()
    const today = dayjs().format(API_DATE_FORMAT)
    expect((within(dialog).getByLabelText('תאריך התשלום') as HTMLInputElement).value).toBe(today)

    fireEvent.change(within(dialog).getByLabelText(/סכום/), { target: { value: '1,000.50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'רישום' }))
    expect(await within(dialog).findByText('יש לבחור אמצעי תשלום')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.click(within(dialog).getByRole('radio', { name: 'המחאה' }))
    fireEvent.change(within(dialog).getByLabelText('הערה'), { target: { value: 'המחאה 17' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'רישום' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      householdId: 1,
      amount: 1000.5,
      method: 'cheque',
      paidOn: today,
      note: 'המחאה 17',
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /רישום תשלום/ })).toBeNull())
    await waitFor(() => expect(reads('/api/seasons/4/payments')).toBe(2))
  })

  it("opens a household's payments and deletes one once the warden confirms", async () => {
    open()
    const cohen = await household('משפחת כהן')
    const toggle = within(cohen).getByRole('button', { name: 'תשלום אחד' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    const list = screen.getByRole('list', { name: 'התשלומים של משפחת כהן' })
    expect(within(list).getByText('מזומן')).toBeTruthy()
    expect(within(list).getByText('דרך הגבאי')).toBeTruthy()
    fireEvent.click(within(list).getByRole('button', { name: 'מחיקת התשלום של ₪1,800 מ-01/09/27' }))
    const confirm = await screen.findByRole('dialog', { name: 'מחיקה' })
    expect(within(confirm).getByText(/למחוק את התשלום של ₪1,800 מ-01\/09\/27 של משפחת כהן/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'מחק' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true))
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/seasons/4/payments/31')
    await waitFor(() => expect(reads('/api/seasons/4/payments')).toBe(2))
  })

  it('a viewer reads the prices and payments and can change none of them', async () => {
    open(false)
    const cohen = await household('משפחת כהן')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'שמירת המחירים' })).toBeNull()
    expect(screen.getByText('₪1,200.10')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /רישום תשלום/ })).toBeNull()
    fireEvent.click(within(cohen).getByRole('button', { name: 'תשלום אחד' }))
    const list = screen.getByRole('list', { name: 'התשלומים של משפחת כהן' })
    expect(within(list).queryByRole('button')).toBeNull()
  })
})

describe('the prices of single seats', () => {
  const list = () => screen.getByRole('list', { name: 'המקומות במחיר משלהם' })
  const totals = () => within(screen.getByLabelText('סיכום התשלומים לעונה'))
  const puts = () => calls.filter((c) => c.method === 'PUT')
  // A save goes to the server and back, and the busy machine may take its time.
  const slow = { timeout: 10_000 }

  it('lists each seat priced on its own as printed, with its area and the price it replaces', async () => {
    open()
    expect(
      await screen.findByRole('heading', { level: 3, name: 'מחירים למקומות מסוימים' }, slow),
    ).toBeTruthy()
    const [item] = within(list()).getAllByRole('listitem')
    expect(within(item!).getByText('עזרת גברים')).toBeTruthy()
    expect(within(item!).getByText('שורה א, מושב 2')).toBeTruthy()
    expect(within(item!).getByText('₪2,500')).toBeTruthy()
    expect(within(item!).getByText('במקום ₪1,800')).toBeTruthy()
  })

  it('a warden adds a price to a seat named by its printed row and number; the dues follow', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'הוספת מחיר למקום' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'הוספת מחיר למקום' }, slow)
    const add = () => fireEvent.click(within(dialog).getByRole('button', { name: 'הוספה' }))
    const row = within(dialog).getByLabelText(/שורה/)
    const seat = within(dialog).getByLabelText(/מושב/)
    const price = within(dialog).getByLabelText(/מחיר/)

    add()
    expect(await within(dialog).findByText('יש להזין שורה', {}, slow)).toBeTruthy()
    expect(within(dialog).getByText('יש להזין מספר מושב')).toBeTruthy()
    expect(within(dialog).getByText('יש להזין מחיר בשקלים')).toBeTruthy()
    expect(document.activeElement).toBe(row)

    // Outside the map, a letter that is no row, an aisle, a seat priced already, agorot past two digits.
    fireEvent.change(row, { target: { value: 'ד' } })
    fireEvent.change(seat, { target: { value: '1' } })
    fireEvent.change(price, { target: { value: '-5' } })
    add()
    expect(await within(dialog).findByText('אין שורה ד במפת העונה', {}, slow)).toBeTruthy()
    expect(within(dialog).getByText('יש להזין מחיר בשקלים')).toBeTruthy()
    fireEvent.change(row, { target: { value: 'x' } })
    expect(
      await within(dialog).findByText('שורה נכתבת באות, כמו במפה המודפסת (למשל: ג)', {}, slow),
    ).toBeTruthy()
    fireEvent.change(row, { target: { value: 'א' } })
    fireEvent.change(seat, { target: { value: '5' } })
    add()
    expect(await within(dialog).findByText('אין מושב 5 בשורה א', {}, slow)).toBeTruthy()
    fireEvent.change(seat, { target: { value: '2' } })
    fireEvent.change(price, { target: { value: '10.555' } })
    add()
    expect(
      await within(dialog).findByText('למושב הזה כבר יש מחיר משלו. אפשר לערוך אותו ברשימה', {}, slow),
    ).toBeTruthy()
    expect(within(dialog).getByText('עד שתי ספרות אחרי הנקודה (אגורות)')).toBeTruthy()
    expect(puts()).toHaveLength(0)

    // The rabbi's family sits free in row א, seat 1.
    fireEvent.change(seat, { target: { value: '1' } })
    fireEvent.change(price, { target: { value: '0' } })
    expect(within(dialog).getByText('עזרת גברים: מחיר האזור ₪1,800')).toBeTruthy()
    add()
    await waitFor(() => expect(puts()).toHaveLength(1), slow)
    expect(puts()[0]?.body).toEqual({
      seats: [
        { row: 1, col: 2, price: 2500 },
        { row: 1, col: 1, price: 0 },
      ],
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'הוספת מחיר למקום' })).toBeNull(), slow)
    const items = within(list()).getAllByRole('listitem')
    expect(items.map((i) => within(i).getByText(/^שורה/).textContent)).toEqual([
      'שורה א, מושב 1',
      'שורה א, מושב 2',
    ])
    expect(within(items[0]!).getByText('ללא תשלום')).toBeTruthy()
    // Levi's men's seat is now free: its due and the season's totals are read again.
    await waitFor(() => expect(totals().getByText('₪3,000.10')).toBeTruthy(), slow)
    expect(totals().getByText('₪1,200.10')).toBeTruthy()
    expect(within(await household('משפחת לוי')).getAllByText('₪1,200.10')).toHaveLength(2)
  })

  it('a seat the server finds is no seat any more is refused under the seat field', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'הוספת מחיר למקום' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'הוספת מחיר למקום' }, slow)
    fireEvent.change(within(dialog).getByLabelText(/שורה/), { target: { value: 'ב' } })
    fireEvent.change(within(dialog).getByLabelText(/מושב/), { target: { value: '4' } })
    fireEvent.change(within(dialog).getByLabelText(/מחיר/), { target: { value: '100' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'הוספה' }))
    expect(await within(dialog).findByText('המקום אינו מושב', {}, slow)).toBeTruthy()
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1)
  })

  it('a warden edits a seat’s price and removes it once confirmed; the dues are read again each time', async () => {
    open()
    fireEvent.click(
      await screen.findByRole('button', { name: 'עריכת המחיר של עזרת גברים, שורה א, מושב 2' }, slow),
    )
    const dialog = await screen.findByRole('dialog', { name: 'עריכת מחיר למקום' }, slow)
    expect(within(dialog).getByText('עזרת גברים, שורה א, מושב 2')).toBeTruthy()
    expect(within(dialog).queryByLabelText(/שורה/)).toBeNull()
    const price = within(dialog).getByLabelText(/מחיר/) as HTMLInputElement
    expect(price.value).toBe('2500')
    fireEvent.change(price, { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    expect(await within(dialog).findByText('יש להזין מחיר בשקלים', {}, slow)).toBeTruthy()
    fireEvent.change(price, { target: { value: '3,000.5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'עריכת מחיר למקום' })).toBeNull(), slow)
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      seats: [{ row: 1, col: 2, price: 3000.5 }],
    })
    expect(within(list()).getByText('₪3,000.50')).toBeTruthy()
    await waitFor(() => expect(reads('/api/seasons/4/payments')).toBe(2), slow)

    fireEvent.click(screen.getByRole('button', { name: 'הסרת המחיר של עזרת גברים, שורה א, מושב 2' }))
    const confirm = await screen.findByRole('dialog', { name: 'הסרת מחיר' }, slow)
    expect(within(confirm).getByText(/המקום יעלה שוב את מחיר האזור \(₪1,800\)/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'הסרה' }))
    expect(
      await screen.findByText('אין מקומות במחיר משלהם: כל מושב עולה את מחיר האזור שלו.', {}, slow),
    ).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ seats: [] })
    await waitFor(() => expect(reads('/api/seasons/4/payments')).toBe(3), slow)
  })

  it('a viewer reads the seats’ own prices with no button to change them', async () => {
    open(false)
    expect(await screen.findByText('שורה א, מושב 2', {}, slow)).toBeTruthy()
    expect(within(list()).getByText('₪2,500')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'הוספת מחיר למקום' })).toBeNull()
    expect(within(list()).queryByRole('button')).toBeNull()
  })
})
