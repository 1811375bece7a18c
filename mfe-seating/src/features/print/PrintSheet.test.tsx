import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { layoutPage } from './print-layout'
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
      date={{ reported: new Set(), reverse: false, hideReportedNames: false, ...options.date }}
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
