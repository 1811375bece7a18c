// @vitest-environment jsdom
import type { MapSummary, SeatMap } from '@seats/contracts'
import { ApiError, session, toast, Route, Routes, useParams } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mapsApi } from './maps-api'
import { MapsPage } from './MapsPage'

const summary = (id: number, name: string, rows = 10, cols = 16, assigned = 0): MapSummary => ({
  id,
  name,
  rows,
  cols,
  assigned,
  version: 1,
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
})
const doc = (s: MapSummary, aisles: number): SeatMap => ({
  ...s,
  cells: Array.from({ length: aisles }, (_, i) => ({
    row: i + 1,
    col: 1,
    kind: 'aisle' as const,
    people: [],
  })),
  displays: [],
  areas: [],
  elements: [],
})

function MapRoute() {
  return <p>editor of {useParams().id}</p>
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/maps']}>
      <Routes>
        <Route path="/maps" element={<MapsPage />} />
        <Route path="/map/:id" element={<MapRoute />} />
      </Routes>
    </MemoryRouter>,
  )
}

const main = summary(7, 'אולם ראשי', 10, 16, 120)
const women = summary(8, 'עזרת נשים', 4, 20, 30)

beforeEach(() => {
  vi.spyOn(mapsApi, 'list').mockResolvedValue([main, women])
  vi.spyOn(mapsApi, 'get').mockImplementation(async (id) => (id === 7 ? doc(main, 10) : doc(women, 0)))
  vi.spyOn(toast, 'success').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  session.clear()
  document.body.innerHTML = ''
})

describe('MapsPage', () => {
  it('lists the maps with their size, seats and assigned counts', async () => {
    renderPage()
    const row = await screen.findByRole('row', { name: /אולם ראשי/ })
    expect(row.textContent).toContain('120')
    // 160 cells less the 10 of the aisle column, which is no seat in a row either.
    await waitFor(() => expect(row.textContent).toContain('150'))
    expect(row.textContent).toContain('10 שורות, 15 מושבים בשורה')
    const women = await screen.findByRole('row', { name: /עזרת נשים/ })
    await waitFor(() => expect(women.textContent).toContain('80'))
    expect(women.textContent).toContain('4 שורות, 20 מושבים בשורה')
  })

  it('titles its empty and failed states with an h2 right under the screen’s h1, never an h4', async () => {
    vi.spyOn(mapsApi, 'list').mockResolvedValueOnce([])
    renderPage()
    expect(await screen.findByRole('heading', { level: 2, name: 'עדיין אין מפות' })).toBeTruthy()
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([])
    cleanup()
    vi.spyOn(mapsApi, 'list').mockRejectedValueOnce(
      new ApiError(503, 'upstream_unavailable', 'השירות אינו זמין'),
    )
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'לא ניתן לטעון את רשימת המפות' }),
    ).toBeTruthy()
  })

  it('counts rows that have seats, and the fullest row when rows differ', async () => {
    const hall = summary(9, 'אולם צדדי', 3, 4)
    vi.spyOn(mapsApi, 'list').mockResolvedValue([hall])
    vi.spyOn(mapsApi, 'get').mockResolvedValue({
      ...doc(hall, 0),
      // Row 2 is an aisle across the hall; row 3 has one seat blocked.
      cells: [
        ...[1, 2, 3, 4].map((col) => ({ row: 2, col, kind: 'aisle' as const, people: [] })),
        { row: 3, col: 4, kind: 'blocked' as const, people: [] },
      ],
    })
    renderPage()
    const row = await screen.findByRole('row', { name: /אולם צדדי/ })
    await waitFor(() => expect(row.textContent).toContain('2 שורות, עד 4 מושבים בשורה'))
    expect(row.textContent).toContain('7')
  })

  it('creates a map: the server’s field errors show under their fields, then the new map opens', async () => {
    const create = vi
      .spyOn(mapsApi, 'create')
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
          { field: 'name', message: 'שדה חובה' },
        ]),
      )
      .mockResolvedValueOnce(doc(summary(9, 'בית מדרש', 6, 8), 0))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'מפה חדשה' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    expect(await within(dialog).findByText('שדה חובה')).toBeTruthy()
    await userEvent.type(within(dialog).getByLabelText('שם המפה'), 'בית מדרש')
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    expect(await screen.findByText('editor of 9')).toBeTruthy()
    expect(create).toHaveBeenLastCalledWith({ name: 'בית מדרש', rows: 10, cols: 16, seatNumbering: 'row' })
    expect(toast.success).toHaveBeenCalledWith('המפה נוספה')
  })

  it('edits how the seats are numbered, with the hall’s own words', async () => {
    const save = vi.spyOn(mapsApi, 'save').mockResolvedValue({ ...doc(main, 0), droppedAssignments: 0 })
    renderPage()
    const row = await screen.findByRole('row', { name: /אולם ראשי/ })
    await userEvent.click(within(row).getByRole('button', { name: 'עריכה אולם ראשי' }))
    const dialog = await screen.findByRole('dialog')
    const numbering = within(dialog).getByLabelText<HTMLSelectElement>('מספור המושבים')
    expect(numbering.value).toBe('row')
    expect([...numbering.options].map((o) => o.text)).toEqual([
      'לפי הסדר בכל שורה (מימין)',
      'לפי טור, מימין לשמאל',
      'לפי טור, משמאל לימין',
      'אי־זוגיים מימין, זוגיים משמאל',
    ])
    await userEvent.selectOptions(numbering, 'לפי טור, מימין לשמאל')
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(7, {
        name: 'אולם ראשי',
        rows: 10,
        cols: 16,
        seatNumbering: 'column-right',
        version: 1,
      }),
    )
  })

  it('deletes the open map after the seed’s confirmation and goes to the first remaining map', async () => {
    const remove = vi.spyOn(mapsApi, 'remove').mockResolvedValue(undefined)
    session.setLastMapId(7)
    renderPage()
    const row = await screen.findByRole('row', { name: /אולם ראשי/ })
    await userEvent.click(within(row).getByRole('button', { name: 'מחיקה אולם ראשי' }))
    const confirm = await screen.findByRole('dialog', { name: 'מחיקה' })
    expect(confirm.textContent).toContain('האם אתה בטוח שברצונך למחוק את הרשומה?')
    expect(within(confirm).getByRole('button', { name: 'ביטול' })).toBeTruthy()
    await userEvent.click(within(confirm).getByRole('button', { name: 'מחק' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('נמחק בהצלחה'))
    expect(session.getState().lastMapId).toBe('8')
    expect(window.location.pathname).toBe('/map/8')
    await waitFor(() => expect(screen.queryByRole('row', { name: /אולם ראשי/ })).toBeNull())
  })

  it('says so when a delete fails, and keeps the map', async () => {
    vi.spyOn(mapsApi, 'remove').mockRejectedValue(
      new ApiError(502, 'upstream_unavailable', 'השירות אינו זמין כרגע'),
    )
    const failure = vi.spyOn(toast, 'error').mockImplementation(() => {})
    renderPage()
    const row = await screen.findByRole('row', { name: /עזרת נשים/ })
    await userEvent.click(within(row).getByRole('button', { name: 'מחיקה עזרת נשים' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'מחיקה' })).getByRole('button', { name: 'מחק' }),
    )
    await waitFor(() => expect(failure).toHaveBeenCalledWith('שגיאה במחיקה', 'השירות אינו זמין כרגע'))
    expect(screen.getByRole('row', { name: /עזרת נשים/ })).toBeTruthy()
  })
})
