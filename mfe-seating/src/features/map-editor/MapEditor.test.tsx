// @vitest-environment jsdom
import type { Person } from '@seats/contracts'
import { ApiError, toast } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MapDate } from './editor-props'
import { MapEditor } from './MapEditor'
import { cellRect } from './grid/grid-geometry'
import { sampleMap } from './model/sample-map.fixture'
import { editorApi, mapReads } from './sync/editor-api'

const persons: Person[] = [
  { id: 11, firstName: 'משה', lastName: 'כהן', phone: '0501111111', seats: [] },
  { id: 12, firstName: 'דוד', lastName: 'לוי', phone: '0502222222', seats: [] },
  { id: 13, firstName: 'יעקב', lastName: 'פרץ', phone: '0503333333', seats: [] },
]

beforeEach(() => {
  // jsdom lays nothing out: give the map's viewport a size so it fits the map at a readable zoom.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700)
  // Screens beside the editor (dates, reports) ask the service too: answer them with nothing.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderEditor(
  date: MapDate = { reported: new Set(), reverse: false, name: null, reports: [] },
  readOnly = false,
) {
  return render(
    <MemoryRouter initialEntries={['/map/7']}>
      <MapEditor
        readOnly={readOnly}
        map={sampleMap()}
        persons={persons}
        maps={[{ ...sampleMap(), assigned: 3 }]}
        // By default a date nobody reported for; the date's tools have their own tests.
        date={date}
        onMapsChanged={() => {}}
        mapDialog={() => null}
        onDeleteMap={() => {}}
        onMapDeleted={() => {}}
      />
    </MemoryRouter>,
  )
}

const cell = (row: number, col: number) => document.getElementById(`me-cell-${row}-${col}`)

describe('MapEditor', () => {
  it('draws the seats with their people, numbers that skip the aisle, and the element', () => {
    renderEditor()
    expect(cell(1, 1)?.textContent).toContain('משה כהן')
    expect(cell(1, 1)?.textContent).toContain('דוד לוי')
    // Two people on one seat: a count badge.
    expect(cell(1, 1)?.querySelector('.me-cell__count')?.textContent).toBe('2')
    // Row א: column 3 is an aisle, so column 4 is seat 3.
    expect(cell(1, 4)?.querySelector('.me-cell__no')?.textContent).toBe('3')
    expect(cell(1, 3)?.className).toContain('me-cell--aisle')
    expect(screen.getByText('בימה')).toBeTruthy()
    expect(screen.getByRole('button', { name: /אולם ראשי/ })).toBeTruthy()
  })

  it('names the map in its one h1, with the map-switching button inside it, and groups its tools and zoom', () => {
    renderEditor()
    const [heading, ...more] = screen.getAllByRole('heading', { level: 1 })
    expect(more).toHaveLength(0)
    expect(heading!.textContent).toBe('אולם ראשי')
    // A heading may hold a button (the WAI pattern); a button may not hold a heading.
    expect(heading!.closest('button')).toBeNull()
    expect(heading!.querySelector('button')?.getAttribute('aria-label')).toContain('אולם ראשי')
    expect(screen.getByRole('group', { name: 'כלי עריכה' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'תצוגה' })).toBeTruthy()
  })

  it('offers a viewer no tools, undo or map editing, and says why in the toolbar', async () => {
    renderEditor(undefined, true)
    expect(screen.getByRole('toolbar').textContent).toContain('הרשאת צפייה והדפסה בלבד')
    expect(screen.queryByRole('group', { name: 'כלי עריכה' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'ביטול פעולה' })).toBeNull()
    // The line under the map tells them what they can do, not to drag worshippers.
    expect(document.querySelector('.me-hint')?.textContent).toBe('לחיצה על מושב מציגה מי יושב בו ומי דיווח')
    await userEvent.click(screen.getByRole('button', { name: /אולם ראשי/ }))
    expect(await screen.findByText('לרשימת המפות')).toBeTruthy()
    expect(screen.queryByText('עריכת המפה')).toBeNull()
    expect(screen.queryByText('מחיקת המפה')).toBeNull()
  })

  it('tells a screen reader which seats were freed for the date, under its own heading and with the grid', () => {
    renderEditor({ reported: new Set([11, 12]), reverse: false, name: 'שבת פרשת וישלח', reports: [] })
    const summary = '2 מקומות התפנו לשבת פרשת וישלח: שורה א מושב 1; שורה ב מושב 3'
    expect(screen.getByRole('heading', { level: 2, name: 'מקומות שהתפנו' })).toBeTruthy()
    expect(screen.getByText(summary)).toBeTruthy()
    const described = (screen.getByRole('grid').getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described[0]).toBe(summary)
  })

  it('moves focus with the arrow keys right to left, opens the seat card with Enter, and removes a person', async () => {
    const seatOps = vi
      .spyOn(editorApi, 'seatOps')
      .mockImplementation(async (mapId, body) => ({ mapId, version: body.version + 1 }))
    renderEditor()
    const grid = screen.getByRole('grid')
    act(() => grid.focus())
    expect(grid.getAttribute('aria-activedescendant')).toBe('me-active-cell-1-1')
    await userEvent.keyboard('{ArrowLeft}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('me-active-cell-1-2')
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    // Row ד does not exist: focus stops at row ג; column 4 of row ג.
    expect(grid.getAttribute('aria-activedescendant')).toBe('me-active-cell-3-4')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}')
    const card = await screen.findByRole('dialog', { name: 'שורה א, מושב 1' })
    expect(card.textContent).toContain('משה כהן')
    await userEvent.click(screen.getByRole('button', { name: 'הסרת משה כהן מהמושב' }))
    expect(cell(1, 1)?.textContent).not.toContain('משה כהן')
    await waitFor(() =>
      expect(seatOps).toHaveBeenCalledWith(7, {
        version: 4,
        ops: [{ op: 'unassign', personId: 11, from: { row: 1, col: 1 } }],
      }),
    )
  })

  it('adds a person from the seat card by searching, and undoes it', async () => {
    const seatOps = vi
      .spyOn(editorApi, 'seatOps')
      .mockImplementation(async (mapId, body) => ({ mapId, version: body.version + 1 }))
    renderEditor()
    act(() => screen.getByRole('grid').focus())
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await userEvent.type(await screen.findByLabelText('הוספת מתפלל למושב'), 'פרץ{Enter}')
    await waitFor(() => expect(cell(1, 2)?.textContent).toContain('יעקב פרץ'))
    await userEvent.click(screen.getByRole('button', { name: 'ביטול פעולה' }))
    expect(cell(1, 2)?.textContent).not.toContain('יעקב פרץ')
    await waitFor(() => expect(seatOps).toHaveBeenCalledTimes(2))
    expect(seatOps.mock.calls.map(([, body]) => body.ops[0]!.op)).toEqual(['assign', 'unassign'])
  })

  it("marks a seat 'מקום נגיש' from its card, saves the map with it, and undoes it", async () => {
    const saveMap = vi
      .spyOn(editorApi, 'saveMap')
      .mockImplementation(async (_mapId, body) => ({ version: body.version + 1 }))
    renderEditor()
    expect(document.querySelector('.me-legend')?.textContent).not.toContain('מקום נגיש')
    act(() => screen.getByRole('grid').focus())
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    // The card's switch, not the toolbar's tool of the same name.
    const cardSwitch = (await screen.findAllByLabelText(/מקום נגיש/)).find((el) => el.tagName === 'INPUT')
    await userEvent.click(cardSwitch!)
    expect(cell(1, 2)?.querySelector('.me-cell__accessible')).toBeTruthy()
    expect(document.querySelector('.me-legend')?.textContent).toContain('מקום נגיש')
    await waitFor(() => expect(saveMap).toHaveBeenCalledTimes(1))
    expect(saveMap.mock.calls[0]![1].cells).toContainEqual({
      row: 1,
      col: 2,
      kind: 'seat',
      accessible: true,
      people: [],
    })
    await userEvent.click(screen.getByRole('button', { name: 'ביטול פעולה' }))
    expect(cell(1, 2)?.querySelector('.me-cell__accessible')).toBeNull()
    await waitFor(() => expect(saveMap).toHaveBeenCalledTimes(2))
    expect(saveMap.mock.calls[1]![1].cells?.some((c) => c.accessible)).toBe(false)
  })

  it('on a 409 reloads the map and tells the warden, never writing over it', async () => {
    vi.spyOn(editorApi, 'seatOps').mockRejectedValue(
      new ApiError(409, 'map_version_conflict', 'המפה שונתה בינתיים'),
    )
    const fresh = sampleMap({
      version: 9,
      cells: [{ row: 2, col: 2, kind: 'seat', people: [{ id: 13, phone: '0503333333' }] }],
    })
    const get = vi.spyOn(mapReads, 'get').mockResolvedValue(fresh)
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => {})
    renderEditor()
    act(() => screen.getByRole('grid').focus())
    await userEvent.keyboard('{Delete}')
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('המפה עודכנה בינתיים על ידי משתמש אחר. נטענה הגרסה העדכנית.'),
    )
    expect(get).toHaveBeenCalledWith(7)
    expect(cell(2, 2)?.textContent).toContain('יעקב פרץ')
    expect(cell(1, 1)?.textContent).not.toContain('משה כהן')
  })

  describe('dragging with the pointer', () => {
    it('unseats a name dropped on the list', async () => {
      const seatOps = vi
        .spyOn(editorApi, 'seatOps')
        .mockImplementation(async (mapId, body) => ({ mapId, version: body.version + 1 }))
      renderEditor()
      await screen.findByText('יעקב פרץ', { selector: '.me-person__name' })
      const from = screenPointOf(2, 4)
      fireEvent.pointerDown(cell(2, 4)!.querySelector('[data-person-id="11"]')!, {
        ...from,
        button: 0,
        pointerId: 1,
      })
      fireEvent.pointerMove(window, { ...from, clientX: from.clientX + 10, buttons: 1, pointerId: 1 })
      fireEvent.pointerMove(window, { clientX: 1100, clientY: 300, buttons: 1, pointerId: 1 })
      await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
      fireEvent.pointerUp(window, { clientX: 1100, clientY: 300, pointerId: 1 })
      expect(cell(2, 4)?.textContent).not.toContain('משה כהן')
      await waitFor(() =>
        expect(seatOps).toHaveBeenCalledWith(7, {
          version: 4,
          ops: [{ op: 'unassign', personId: 11, from: { row: 2, col: 4 } }],
        }),
      )
    })

    /** Where a cell's centre is on screen: the board's transform applied to its box (jsdom lays nothing out). */
    function screenPointOf(row: number, col: number) {
      const board = document.querySelector<HTMLElement>('.me-board')!
      const m = /translate3d\(([-\d.]+)px, ([-\d.]+)px, 0(?:px)?\) scale\(([\d.]+)\)/.exec(
        board.style.transform,
      )
      if (!m) throw new Error(`unexpected board transform: ${board.style.transform}`)
      const [x, y, scale] = [Number(m[1]), Number(m[2]), Number(m[3])]
      const r = cellRect({ rows: 3, cols: 4 }, row, col)
      return { clientX: x + (r.x + r.width / 2) * scale, clientY: y + (r.y + r.height / 2) * scale }
    }

    async function dragTo(from: Element, to: { clientX: number; clientY: number }) {
      const start = { clientX: 1100, clientY: 300, button: 0, pointerId: 1 }
      fireEvent.pointerDown(from, start)
      fireEvent.pointerMove(window, { ...start, clientX: start.clientX - 20, buttons: 1 })
      fireEvent.pointerMove(window, { ...to, buttons: 1, pointerId: 1 })
      // One frame: the hit-test runs in requestAnimationFrame.
      await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
      fireEvent.pointerUp(window, { ...to, pointerId: 1 })
    }

    beforeEach(() => {
      // The map's viewport on the left, the worshippers list beside it (dropping a name there unseats).
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.classList.contains('me-worshippers')
          ? new DOMRect(1000, 0, 252, 700)
          : new DOMRect(0, 0, 1000, 700)
      })
    })

    it('seats a worshipper dragged from the list, and moves one dragged from seat to seat', async () => {
      const seatOps = vi
        .spyOn(editorApi, 'seatOps')
        .mockImplementation(async (mapId, body) => ({ mapId, version: body.version + 1 }))
      renderEditor()
      const row = await screen.findByText('יעקב פרץ', { selector: '.me-person__name' })
      await dragTo(row, screenPointOf(3, 4))
      expect(cell(3, 4)?.textContent).toContain('יעקב פרץ')
      await waitFor(() =>
        expect(seatOps).toHaveBeenCalledWith(7, {
          version: 4,
          ops: [{ op: 'assign', personId: 13, to: { row: 3, col: 4 } }],
        }),
      )

      const name = cell(1, 1)!.querySelector('[data-person-id="12"]')!
      const from = screenPointOf(1, 1)
      fireEvent.pointerDown(name, { ...from, button: 0, pointerId: 1 })
      fireEvent.pointerMove(window, { ...from, clientX: from.clientX + 10, buttons: 1, pointerId: 1 })
      const to = screenPointOf(2, 1)
      fireEvent.pointerMove(window, { ...to, buttons: 1, pointerId: 1 })
      await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
      fireEvent.pointerUp(window, { ...to, pointerId: 1 })
      expect(cell(2, 1)?.textContent).toContain('דוד לוי')
      expect(cell(1, 1)?.textContent).not.toContain('דוד לוי')
      await waitFor(() =>
        expect(seatOps).toHaveBeenLastCalledWith(7, {
          version: 5,
          ops: [{ op: 'move', personId: 12, from: { row: 1, col: 1 }, to: { row: 2, col: 1 } }],
        }),
      )
    })

    it('refuses a drop on an aisle', async () => {
      const seatOps = vi.spyOn(editorApi, 'seatOps')
      renderEditor()
      await dragTo(await screen.findByText('יעקב פרץ', { selector: '.me-person__name' }), screenPointOf(1, 3))
      expect(cell(1, 3)?.textContent).not.toContain('יעקב פרץ')
      expect(seatOps).not.toHaveBeenCalled()
    })
  })
})
