// @vitest-environment jsdom
import type { Area, Display, MapElement, MapSummary, SeatMap } from '@seats/contracts'
import { ApiError, session, toast } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mapPartsApi } from './map-parts-api'
import { AreasPage, DisplaysPage, ElementsPage } from './screens'

const summary: MapSummary = {
  id: 3,
  name: 'אולם ראשי',
  rows: 12,
  cols: 20,
  assigned: 0,
  version: 1,
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
}
const display = (id: number, name: string, position: number, rowRange: [number, number] | null): Display => ({
  id,
  mapId: 3,
  name,
  size: 'A4',
  orientation: 'landscape',
  rowRange,
  colRange: null,
  position,
})
const ark: MapElement = {
  id: 11,
  mapId: 3,
  name: 'ארון הקודש',
  kind: 'ark',
  row: 1,
  col: 9,
  rowSpan: 1,
  colSpan: 3,
  color: '#b45309',
}
const { id: _id, mapId: _mapId, ...arkFields } = ark
let doc: SeatMap

const men: Area = { id: 21, mapId: 3, name: 'עזרת גברים', rowRange: [1, 8], colRange: [1, 20] }
const screens = { displays: DisplaysPage, elements: ElementsPage, areas: AreasPage }

function renderScreen(screenOf: keyof typeof screens) {
  const Screen = screens[screenOf]
  return render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  )
}

const dialog = () => screen.findByRole('dialog')

beforeEach(() => {
  doc = {
    ...summary,
    cells: [],
    // Out of order on purpose: the list follows the positions.
    displays: [display(2, 'חצי קדמי', 1, [1, 6]), display(1, 'הכל', 0, null)],
    elements: [],
    areas: [],
  }
  vi.spyOn(mapPartsApi, 'maps').mockResolvedValue([summary])
  vi.spyOn(mapPartsApi, 'map').mockImplementation(async () => doc)
  vi.spyOn(toast, 'success').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  session.clear()
  document.body.innerHTML = ''
})

describe('the displays screen', () => {
  it('lists the print layouts in order, the first as the default, and shows the one clicked', async () => {
    renderScreen('displays')
    const list = await screen.findByRole('list', { name: 'תצוגות הדפסה' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.getAttribute('data-display-id'))).toEqual(['1', '2'])
    expect(items[0]?.textContent).toContain('ברירת מחדל')
    expect(items[1]?.textContent).toContain('A4 · לרוחב · שורות א–ו · כל העמודות')
    expect(screen.getByRole('heading', { name: /^הכל: / })).toBeTruthy()

    await userEvent.click(within(list).getByRole('button', { name: 'חצי קדמי' }))
    expect(
      screen.getByRole('heading', { name: 'חצי קדמי: A4 · לרוחב · שורות א–ו · כל העמודות' }),
    ).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'חצי קדמי' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('moves a display down, keeping it as it is', async () => {
    const update = vi.spyOn(mapPartsApi, 'update').mockResolvedValue({ id: 1, mapVersion: 2 })
    renderScreen('displays')
    await userEvent.click(await screen.findByRole('button', { name: 'הזזת הכל למטה' }))
    expect(update).toHaveBeenCalledWith('/displays', 1, {
      name: 'הכל',
      size: 'A4',
      orientation: 'landscape',
      rowRange: null,
      colRange: null,
      position: 1,
    })
  })

  it('keeps the last display', async () => {
    doc = { ...doc, displays: [display(1, 'הכל', 0, null)] }
    renderScreen('displays')
    const remove = await screen.findByRole('button', { name: 'מחיקת הכל' })
    expect((remove as HTMLButtonElement).disabled).toBe(true)
    expect(remove.getAttribute('title')).toBe('למפה חייבת להיות לפחות תצוגה אחת')
  })

  it('adds a display; the service’s range message shows under the range’s end', async () => {
    const create = vi
      .spyOn(mapPartsApi, 'create')
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
          { field: 'rowRange', message: 'במפה 12 שורות' },
        ]),
      )
      .mockResolvedValueOnce({ id: 5, mapVersion: 2 })
    vi.spyOn(toast, 'error').mockImplementation(() => {})
    renderScreen('displays')
    await userEvent.click(await screen.findByRole('button', { name: 'הוספת תצוגה' }))
    const form = await dialog()
    expect(within(form).getByText('הוספת תצוגה')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('שם התצוגה'), 'אחורי')
    await userEvent.click(within(form).getByText('כל השורות'))
    await userEvent.clear(within(form).getByLabelText('משורה'))
    await userEvent.type(within(form).getByLabelText('משורה'), '7')
    await userEvent.click(within(form).getByRole('button', { name: 'הוספה' }))
    expect(create).toHaveBeenCalledWith('/displays', {
      mapId: 3,
      name: 'אחורי',
      size: 'A4',
      orientation: 'landscape',
      rowRange: [7, 12],
      colRange: null,
    })
    expect(await within(form).findByText('במפה 12 שורות')).toBeTruthy()
    await userEvent.click(within(form).getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('the elements screen', () => {
  it('says a map has no elements yet and offers to add one', async () => {
    renderScreen('elements')
    expect(await screen.findByText('עדיין אין אלמנטים')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'הוספת אלמנט' })).toHaveLength(2)
  })

  it('adds an element whose name and colour follow its kind', async () => {
    const create = vi.spyOn(mapPartsApi, 'create').mockResolvedValue({ id: 12, mapVersion: 2 })
    renderScreen('elements')
    await screen.findByText('עדיין אין אלמנטים')
    await userEvent.click(screen.getAllByRole('button', { name: 'הוספת אלמנט' })[0]!)
    const form = await dialog()
    await userEvent.selectOptions(within(form).getByLabelText('סוג'), 'bimah')
    expect((within(form).getByLabelText('שם') as HTMLInputElement).value).toBe('בימה')
    await userEvent.clear(within(form).getByLabelText('שורה'))
    await userEvent.type(within(form).getByLabelText('שורה'), '5')
    await userEvent.click(within(form).getByRole('button', { name: 'הוספה' }))
    expect(create).toHaveBeenCalledWith('/elements', {
      mapId: 3,
      name: 'בימה',
      kind: 'bimah',
      row: 5,
      col: 1,
      rowSpan: 1,
      colSpan: 1,
      color: '#7c3aed',
    })
  })

  it('lists the elements, lights the one under the pointer, and edits one without its map', async () => {
    doc = { ...doc, elements: [ark] }
    const update = vi.spyOn(mapPartsApi, 'update').mockResolvedValue({ id: 11, mapVersion: 2 })
    renderScreen('elements')
    const list = await screen.findByRole('list', { name: 'אלמנטים' })
    const item = within(list).getByRole('listitem')
    expect(item.getAttribute('data-element-id')).toBe('11')
    expect(item.textContent).toContain('ארון קודש · שורה א, עמודות 9–11')
    expect(screen.getByRole('heading', { name: 'אולם ראשי: 12 שורות, 20 עמודות' })).toBeTruthy()

    await userEvent.hover(item)
    expect(item.className).toContain('map-screen__item--active')
    await userEvent.unhover(item)
    expect(item.className).not.toContain('map-screen__item--active')

    await userEvent.click(within(item).getByRole('button', { name: 'עריכת ארון הקודש' }))
    const form = await dialog()
    expect(within(form).getByText('עריכת אלמנט')).toBeTruthy()
    await userEvent.click(within(form).getByRole('button', { name: 'שמירה' }))
    expect(update).toHaveBeenCalledWith('/elements', 11, arkFields)
  })

  it('deletes an element after the confirmation', async () => {
    doc = { ...doc, elements: [ark] }
    const remove = vi.spyOn(mapPartsApi, 'remove').mockImplementation(async () => {
      doc = { ...doc, elements: [] }
      return { mapId: 3, mapVersion: 2 }
    })
    renderScreen('elements')
    await userEvent.click(await screen.findByRole('button', { name: 'מחיקת ארון הקודש' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'מחיקה' })).getByRole('button', { name: 'מחק' }),
    )
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/elements', 11))
    expect(await screen.findByText('עדיין אין אלמנטים')).toBeTruthy()
  })
})

describe('the areas screen', () => {
  it('says a map has no areas yet and offers to add one', async () => {
    renderScreen('areas')
    expect(await screen.findByText('עדיין אין אזורים')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'אזורי ישיבה' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'הוספת אזור' })).toHaveLength(2)
  })

  it('lists the areas, draws each on the map, and lights the one under the pointer', async () => {
    const women: Area = { id: 22, mapId: 3, name: 'עזרת נשים', rowRange: [9, 12], colRange: [1, 20] }
    doc = { ...doc, areas: [men, women] }
    const { container } = renderScreen('areas')
    const list = await screen.findByRole('list', { name: 'אזורים' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.getAttribute('data-area-id'))).toEqual(['21', '22'])
    expect(items[0]?.textContent).toContain('שורות א–ח · עמודות 1–20')
    expect(items[1]?.textContent).toContain('שורות ט–יב · עמודות 1–20')
    const drawn = () => [...container.querySelectorAll('.map-preview__area')]
    expect(drawn().map((g) => g.textContent)).toEqual(['עזרת גברים', 'עזרת נשים'])
    expect(container.querySelector('.map-preview__area--active')).toBeNull()

    await userEvent.hover(items[1]!)
    expect(screen.getByRole('heading', { name: 'עזרת נשים: שורות ט–יב · עמודות 1–20' })).toBeTruthy()
    expect(drawn().map((g) => g.classList.contains('map-preview__area--active'))).toEqual([false, true])
  })

  it('adds an area behind the others; the service’s overlap shows under the range’s end', async () => {
    doc = { ...doc, areas: [men] }
    const overlap = 'האזור חופף לאזור "עזרת גברים"'
    const create = vi
      .spyOn(mapPartsApi, 'create')
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
          { field: 'rowRange', message: overlap },
          { field: 'colRange', message: overlap },
        ]),
      )
      .mockResolvedValueOnce({ id: 23, mapVersion: 3 })
    vi.spyOn(toast, 'error').mockImplementation(() => {})
    renderScreen('areas')
    await userEvent.click(await screen.findByRole('button', { name: 'הוספת אזור' }))
    const form = await dialog()
    expect((within(form).getByLabelText('משורה') as HTMLInputElement).value).toBe('9')
    await userEvent.type(within(form).getByLabelText('שם האזור'), 'עזרת נשים')
    await userEvent.click(within(form).getByRole('button', { name: 'הוספה' }))
    expect(create).toHaveBeenCalledWith('/areas', {
      mapId: 3,
      name: 'עזרת נשים',
      rowRange: [9, 12],
      colRange: [1, 20],
    })
    expect(await within(form).findAllByText(overlap)).toHaveLength(2)
    await userEvent.click(within(form).getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('refuses in the form a name the map already has, and edits an area without its map', async () => {
    doc = { ...doc, areas: [men] }
    const update = vi.spyOn(mapPartsApi, 'update').mockResolvedValue({ id: 21, mapVersion: 2 })
    const create = vi.spyOn(mapPartsApi, 'create')
    renderScreen('areas')
    await userEvent.click(await screen.findByRole('button', { name: 'הוספת אזור' }))
    let form = await dialog()
    await userEvent.type(within(form).getByLabelText('שם האזור'), 'עזרת גברים')
    await userEvent.click(within(form).getByRole('button', { name: 'הוספה' }))
    expect(await within(form).findByText('כבר קיים במפה אזור בשם הזה')).toBeTruthy()
    expect(create).not.toHaveBeenCalled()
    await userEvent.click(within(form).getByRole('button', { name: 'ביטול' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'עריכת עזרת גברים' }))
    form = await dialog()
    expect(within(form).getByText('עריכת אזור')).toBeTruthy()
    await userEvent.clear(within(form).getByLabelText('עד שורה'))
    await userEvent.type(within(form).getByLabelText('עד שורה'), '10')
    await userEvent.click(within(form).getByRole('button', { name: 'שמירה' }))
    expect(update).toHaveBeenCalledWith('/areas', 21, {
      name: 'עזרת גברים',
      rowRange: [1, 10],
      colRange: [1, 20],
    })
  })
})
