// @vitest-environment jsdom
import type { Person, SeatMap } from '@seats/contracts'
import { toast } from '@seats/sdk'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { personsApi } from '../persons'
import { MapScreen } from './MapScreen'

const persons: Person[] = [
  { id: 11, firstName: 'משה', lastName: 'כהן', phone: '0501111111', seats: [] },
  { id: 12, firstName: 'דוד', lastName: 'לוי', phone: '0502222222', seats: [] },
  { id: 13, firstName: 'יעקב', lastName: 'פרץ', phone: '0503333333', seats: [] },
]

/** Two rows of three seats; Moshe and David share seat א1. */
const map: SeatMap = {
  id: 7,
  name: 'אולם ראשי',
  rows: 2,
  cols: 3,
  cells: [
    {
      row: 1,
      col: 1,
      kind: 'seat',
      people: [
        { id: 11, phone: '0501111111' },
        { id: 12, phone: '0502222222' },
      ],
    },
  ],
  displays: [],
  areas: [],
  elements: [],
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
  version: 4,
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700)
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  // The date selector and reports ask the service too: they stay loading, beside what is tested here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/map/7']}>
      <MapScreen map={map} persons={persons} maps={[{ ...map, assigned: 3 }]} onMapsChanged={() => {}} />
    </MemoryRouter>,
  )
}

const panel = () => screen.getByRole('complementary', { name: 'מתפללים' })

describe('the worshipper dialog on the map screen', () => {
  it('adds a worshipper from the worshippers panel, known by one name, shown in the panel at once', async () => {
    const shlomo = { id: 14, firstName: 'שלמה', lastName: '', phone: '0541234567', seats: [] }
    const create = vi.spyOn(personsApi, 'create').mockResolvedValue(shlomo)
    renderScreen()
    await userEvent.click(within(panel()).getByRole('button', { name: 'הוספת מתפלל' }))
    const dialog = await screen.findByRole('dialog', { name: 'הוספת מתפלל' }, { timeout: 10_000 })
    await userEvent.type(within(dialog).getByLabelText(/שם פרטי/), 'שלמה')
    await userEvent.type(within(dialog).getByLabelText(/טלפון/), '054-1234567')
    await userEvent.click(within(dialog).getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'הוספת מתפלל' })).toBeNull())
    expect(create).toHaveBeenCalledWith({
      firstName: 'שלמה',
      lastName: '',
      phone: '0541234567',
      gender: null,
    })
    expect(within(panel()).getByText('שלמה')).toBeTruthy()
    expect(within(panel()).getByText(/\/4$/)).toBeTruthy()
  })

  it('edits a worshipper from the seat card, and the seat shows the new name', async () => {
    const update = vi.spyOn(personsApi, 'update').mockResolvedValue({ ...persons[0]!, lastName: 'כהנא' })
    renderScreen()
    act(() => screen.getByRole('grid').focus())
    await userEvent.keyboard('{Enter}')
    const card = await screen.findByRole('dialog', { name: 'שורה א, מושב 1' })
    await userEvent.click(within(card).getByRole('button', { name: 'עריכת משה כהן' }))
    const dialog = await screen.findByRole('dialog', { name: 'עריכת מתפלל' }, { timeout: 10_000 })
    const last = within(dialog).getByLabelText(/שם משפחה/)
    await userEvent.clear(last)
    await userEvent.type(last, 'כהנא')
    await userEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }))
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(11, expect.objectContaining({ lastName: 'כהנא' })),
    )
    await waitFor(() => expect(document.getElementById('me-cell-1-1')?.textContent).toContain('כהנא'))
  })

  it('edits a worshipper from their row in the panel', async () => {
    renderScreen()
    await userEvent.click(await within(panel()).findByTitle('עריכת דוד לוי'))
    const dialog = await screen.findByRole('dialog', { name: 'עריכת מתפלל' }, { timeout: 10_000 })
    expect((within(dialog).getByLabelText(/שם פרטי/) as HTMLInputElement).value).toBe('דוד')
  })
})
