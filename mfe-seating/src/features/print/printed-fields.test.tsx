import { fieldsWithTitle } from '@seats/contracts/testing'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { layoutPage } from './print-layout'
import { printedNameOf } from './print-names'
import { PrintSheet } from './PrintSheet'

// A title ('תואר') added to the declaration as a printed field: the seat prints it before the name.
describe('a printed field added to the declaration', () => {
  const map = {
    name: 'אולם',
    rows: 1,
    cols: 3,
    elements: [],
    seatNumbering: 'row' as const,
    cells: [{ row: 1, col: 1, kind: 'seat' as const, people: [{ id: 1, phone: '0501111111' }] }],
  }
  const rabbi = { id: 1, title: 'הרב', firstName: 'משה', lastName: 'כהן', phone: '0501111111', seats: [] }

  it('is printed in the seat, in the order of the declaration', () => {
    const name = printedNameOf(rabbi, fieldsWithTitle)
    expect(name).toEqual({ title: 'הרב', firstName: 'משה', lastName: 'כהן' })
    const page = render(
      <PrintSheet
        map={map}
        display={{ id: 1, name: 'ראשית' }}
        layout={layoutPage({ size: 'A4', orientation: 'landscape', rowRange: null, colRange: null }, map)}
        synagogueName="אהל משה"
        dateName="שבת"
        hebrewDate="ט״ז כסלו"
        date={{ reported: new Set(), reverse: false, printReportedNames: false }}
        nameOf={() => name}
        fields={fieldsWithTitle}
      />,
    ).container
    expect(page.querySelector('[data-row="1"][data-col="1"] .pr-cell__name')?.textContent).toBe('הרב משה כהן')
  })
})
