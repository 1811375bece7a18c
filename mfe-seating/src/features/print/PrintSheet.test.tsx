import { mapSettingsSchema, type SeatNumberingScheme } from '@seats/contracts'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seatStateTexts } from '../seat-state'
import { layoutPage, MIN_FONT_PT } from './print-layout'
import { PrintSheet } from './PrintSheet'

type PrintedMap = Parameters<typeof PrintSheet>[0]['map']
const NO_NAME = { firstName: '', lastName: '' }

/** A page of `printed` on A4, as the print view renders it. */
function printPage(
  printed: PrintedMap,
  options: {
    orientation?: 'portrait' | 'landscape'
    date?: Partial<Parameters<typeof PrintSheet>[0]['date']>
    nameOf?: (id: number) => { firstName: string; lastName: string }
  } = {},
) {
  const layout = layoutPage(
    { size: 'A4', orientation: options.orientation ?? 'landscape', rowRange: null, colRange: null },
    printed,
  )
  return render(
    <PrintSheet
      map={printed}
      display={{ id: 1, name: 'ראשית' }}
      layout={layout}
      synagogueName="אהל משה"
      dateName="שבת פרשת וישלח"
      hebrewDate="ט״ז כסלו"
      date={{
        reported: new Set(),
        reverse: false,
        printReportedNames: mapSettingsSchema.parse({}).printReportedNames,
        ...options.date,
      }}
      nameOf={options.nameOf ?? (() => NO_NAME)}
    />,
  ).container
}

// Four rows, the second an aisle across the hall; in every row column 3 is an aisle.
const map = {
  name: 'אולם',
  rows: 4,
  cols: 5,
  elements: [],
  seatNumbering: 'row' as SeatNumberingScheme,
  cells: [
    ...[1, 2, 3, 4, 5].map((col) => ({ row: 2, col, kind: 'aisle' as const, people: [] })),
    ...[1, 3, 4].map((row) => ({ row, col: 3, kind: 'aisle' as const, people: [] })),
  ],
}

const sheet = () => printPage(map)

describe('names and events on the printed map', () => {
  const seated = {
    ...map,
    cells: [
      ...map.cells,
      { row: 1, col: 1, kind: 'seat' as const, people: [{ id: 1, phone: '0501111111' }] },
      { row: 1, col: 2, kind: 'seat' as const, people: [{ id: 2, phone: '0502222222' }] },
    ],
  }
  const people: Record<number, { firstName: string; lastName: string }> = {
    1: { firstName: 'אברהם', lastName: 'פרידמן-גולדשמידט' },
    2: { firstName: 'דוד', lastName: 'לוי' },
  }
  // A narrow page: the whole grid on A4 portrait.
  const printed = (reverse: boolean, reported: number[] = []) =>
    printPage(
      { ...seated, cols: 14 },
      {
        orientation: 'portrait',
        date: { reported: new Set(reported), reverse },
        nameOf: (id) => people[id] ?? NO_NAME,
      },
    )

  it('fits a long name whole on two lines, or by the first name’s initial, before cutting it', () => {
    const page = printed(false)
    const name = page.querySelector('[data-row="1"][data-col="1"] .pr-cell__name')!
    expect(['אברהם פרידמן-גולדשמידט', 'א׳ פרידמן-גולדשמידט']).toContain(name.textContent)
    expect(page.querySelector('[data-row="1"][data-col="2"] .pr-cell__name')?.textContent).toBe('דוד לוי')
  })

  it('says on the page that a reverse event’s free seats are of those who did not say they are coming', () => {
    expect(printed(true, [2]).textContent).toContain('אירוע הפוך')
    expect(printed(false).textContent).not.toContain('אירוע הפוך')
  })
})

describe('the printed map', () => {
  it('prints no free seat under an element, and numbers the seats around it', () => {
    const withArk = {
      ...map,
      elements: [
        {
          id: 1,
          mapId: 1,
          name: 'ארון הקודש',
          kind: 'ark' as const,
          row: 1,
          col: 1,
          rowSpan: 1,
          colSpan: 2,
          color: '#b45309',
        },
      ],
    }
    const page = printPage(withArk)
    expect(page.querySelector('[data-row="1"][data-col="1"]')).toBeNull()
    expect(page.querySelector('[data-row="1"][data-col="2"]')).toBeNull()
    expect(page.querySelector('[data-row="1"][data-col="4"] .pr-cell__no')?.textContent).toBe('1')
    expect(page.textContent).toContain('ארון הקודש')
  })

  it('prints the numbers of the map’s scheme: by column, the ark and the aisle shift nothing', () => {
    const byColumn = {
      ...map,
      seatNumbering: 'column-right' as const,
      elements: [
        {
          id: 1,
          mapId: 1,
          name: 'ארון',
          kind: 'ark' as const,
          row: 1,
          col: 1,
          rowSpan: 1,
          colSpan: 2,
          color: '#b45309',
        },
      ],
    }
    const page = printPage(byColumn)
    const numberAt = (row: number, col: number) =>
      page.querySelector(`[data-row="${row}"][data-col="${col}"] .pr-cell__no`)?.textContent
    expect([numberAt(1, 4), numberAt(1, 5)]).toEqual(['3', '4'])
    expect([numberAt(3, 1), numberAt(3, 2), numberAt(3, 4)]).toEqual(['1', '2', '3'])
  })

  it('letters only rows with seats, so the row after an aisle row is ב, as in the editor', () => {
    const letters = [...sheet().querySelectorAll('.pr-grid__row')].map((el) => el.textContent)
    // Each row's letter is printed at both of its ends.
    expect(letters).toEqual(['א', 'א', '', '', 'ב', 'ב', 'ג', 'ג'])
  })

  it('prints no column numbers across the top: only the seats carry numbers, skipping aisles', () => {
    const page = sheet()
    expect(page.querySelector('.pr-grid__col')).toBeNull()
    const firstRow = [...page.querySelectorAll('.pr-cell__no')].slice(0, 4).map((el) => el.textContent)
    expect(firstRow).toEqual(['1', '2', '3', '4'])
  })
})

describe('the printed map on the door', () => {
  const traveller = { firstName: 'אליהו', lastName: 'הנוסע' }
  const seated = {
    ...map,
    cells: [
      ...map.cells,
      { row: 1, col: 1, kind: 'seat' as const, people: [{ id: 1, phone: '0501111111' }] },
      { row: 1, col: 2, kind: 'seat' as const, people: [{ id: 2, phone: '0502222222' }] },
    ],
  }
  const names = (id: number) => (id === 1 ? traveller : { firstName: 'דוד', lastName: 'לוי' })

  it('by default prints a freed seat as free without the name of whoever reported', () => {
    const page = printPage(seated, { date: { reported: new Set([1]) }, nameOf: names })
    const freed = page.querySelector('[data-row="1"][data-col="1"]')!
    expect(freed.textContent).toContain('פנוי')
    expect(page.textContent).not.toContain('הנוסע')
    expect(page.textContent).toContain('דוד לוי')
  })

  it('an internal copy, when the warden asks for one, names who reported', () => {
    const page = printPage(seated, {
      date: { reported: new Set([1]), printReportedNames: true },
      nameOf: names,
    })
    expect(page.querySelector('[data-row="1"][data-col="1"]')?.textContent).toContain('אליהו הנוסע')
  })

  it('a seat at the smallest size prints no more lines than it holds: a shared seat says how many more', () => {
    // A hall that only just fits A4 landscape at the minimum text size.
    const probe = layoutPage(
      { size: 'A4', orientation: 'landscape', rowRange: null, colRange: null },
      {
        rows: 1,
        cols: 1,
      },
    )
    const full = {
      ...map,
      rows: probe.fitsRows,
      cols: probe.fitsCols,
      cells: [
        { row: 1, col: 1, kind: 'seat' as const, people: [{ id: 1, phone: '0501111111' }] },
        {
          row: 1,
          col: 2,
          kind: 'seat' as const,
          people: [
            { id: 2, phone: '0502222222' },
            { id: 3, phone: '0503333333' },
          ],
        },
      ],
    }
    const page = printPage(full, {
      date: { reported: new Set([1]), printReportedNames: true },
      nameOf: names,
    })
    expect(page.querySelector<HTMLElement>('.pr-sheet')?.style.getPropertyValue('--pr-font')).toBe(
      `${MIN_FONT_PT}pt`,
    )
    const freed = page.querySelector('[data-row="1"][data-col="1"]')!
    expect(freed.textContent).toContain('פנוי')
    expect(freed.querySelectorAll('.pr-cell__name')).toHaveLength(0)
    const shared = [...page.querySelectorAll('[data-row="1"][data-col="2"] .pr-cell__name')]
    expect(shared.map((n) => n.textContent)).toEqual([expect.stringMatching(/\+1$/)])
  })

  it('the legend names the seats freed for the date apart from the seats no one holds', () => {
    const page = printPage(seated, { date: { reported: new Set([1]) }, nameOf: names })
    const legend = page.querySelector('.pr-sheet__legend')!.textContent
    expect(legend).toContain(seatStateTexts.vacatedCount(1))
    // 4 x 5 with a row and a column of aisles: 12 seats, two held.
    expect(legend).toContain(seatStateTexts.emptyCount(10))
    expect(legend).not.toContain('מקומות פנויים')
  })

  it('prints a seat lent to a guest with the guest’s name, no longer free, and never the traveller’s', () => {
    const page = printPage(seated, {
      date: { reported: new Set([1]), guests: new Map([[1001, 'אהרן פרץ']]) },
      nameOf: names,
    })
    const lent = page.querySelector('[data-row="1"][data-col="1"]')!
    expect(lent.getAttribute('data-state')).toBe('guest')
    expect(lent.textContent).toBe('1אורחאהרן פרץ')
    expect(page.textContent).not.toContain('הנוסע')
    const legend = page.querySelector('.pr-sheet__legend')!.textContent
    expect(legend).toContain('שמור לאורח')
    expect(legend).toContain('מקום אחד שמור לאורח')
    expect(legend).toContain(seatStateTexts.vacatedCount(0))
  })
})
