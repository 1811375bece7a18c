// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer'
import { fieldsWithTitle } from '@seats/contracts/testing'
import type { Person } from '@seats/contracts'
import { toast } from '@seats/sdk'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImportPreviewTable } from './components/ImportPreviewTable'
import { PersonDialog } from './components/PersonDialog'
import { PersonsTable } from './components/PersonsTable'
import { PersonsTableRow } from './components/PersonsTableRow'
import { detectHeader, fieldOfHeader } from './import/header-detection'
import { toPersonInput } from './import/import-rows'
import { importTemplateCsv } from './import/import-template'
import { prepareImport } from './import/prepare-import'
import { personsApi } from './persons-api'

// A title ('תואר', header 'תואר') added to the declaration, and nothing else: every screen of the
// worshippers shows it. The print's side is in print/printed-fields.test.tsx.

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const rabbi = {
  id: 7,
  title: 'הרב',
  firstName: 'משה',
  lastName: 'כהן',
  phone: '0501234567',
  seats: [],
} as Person

describe('a field added to the declaration', () => {
  it('is an input of the worshipper dialog, checked and sent with the rest', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {})
    const create = vi.spyOn(personsApi, 'create').mockResolvedValue(rabbi)
    render(<PersonDialog onClose={() => {}} onSaved={() => {}} fields={fieldsWithTitle} />)
    const title = screen.getByLabelText(/תואר/)
    expect(title.id).toBe('person-title')
    await userEvent.type(title, 'הרב')
    await userEvent.type(screen.getByLabelText(/שם פרטי/), 'משה')
    await userEvent.type(screen.getByLabelText(/שם משפחה/), 'כהן')
    await userEvent.type(screen.getByLabelText(/טלפון/), '050-1234567')
    await userEvent.click(screen.getByRole('button', { name: 'הוספה' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0]?.[0]).toMatchObject({ title: 'הרב', firstName: 'משה', phone: '0501234567' })
  })

  it('is a sortable column of the worshippers table, and a cell of each row', () => {
    const onSort = vi.fn()
    render(
      <PersonsTable
        persons={[rabbi]}
        selected={new Set()}
        onToggle={() => {}}
        onToggleAll={() => {}}
        sort={{ key: 'lastName', direction: 'asc' }}
        onSort={onSort}
        onEdit={() => {}}
        onDelete={() => {}}
        fields={fieldsWithTitle}
      />,
    )
    const headers = screen.getAllByRole('columnheader')
    expect(headers.slice(1, 5).map((h) => h.textContent)).toEqual(['תואר', 'שם פרטי', 'שם משפחה', 'טלפון'])
    fireEvent.click(within(headers[1]!).getByRole('button'))
    expect(onSort).toHaveBeenCalledWith('title')
    cleanup()
    // The table draws only the rows in view (none in jsdom's sizeless boxes): one row alone.
    const columns = fieldsWithTitle.filter((f) => f.column)
    render(
      <PersonsTableRow
        person={rabbi}
        index={0}
        top={0}
        columns={columns}
        selected={false}
        onToggle={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    )
    expect(
      screen
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 5),
    ).toEqual(['הרב', 'משה', 'כהן', '050-1234567'])
  })

  it('is found by its header in an imported file, and imported with the row', async () => {
    expect(fieldOfHeader(' תואר ', fieldsWithTitle)).toBe('title')
    const header = detectHeader([['טלפון', 'שם משפחה', 'שם פרטי', 'תואר']], fieldsWithTitle)
    expect(header).toEqual({
      ok: true,
      header: { headerRow: 0, columns: { phones: [0], lastName: 1, firstName: 2, title: 3 } },
    })
  })

  it('heads a column of the import template, whose rows import with it', async () => {
    const csv = importTemplateCsv(fieldsWithTitle)
    expect(csv.split('\r\n')[0]).toBe('\uFEFFתואר,שם פרטי,שם משפחה,טלפון,מין,קבוצת משפחה')
    // Node's File: this test environment's DOM File cannot be read back.
    const file = new NodeFile([csv], 'מתפללים-דוגמה.csv', { type: 'text/csv' }) as unknown as File
    const prepared = await prepareImport(file, [], fieldsWithTitle)
    expect(prepared.ok).toBe(true)
    if (!prepared.ok) return
    expect(prepared.rows.map((r) => r.status)).toEqual(['ok', 'ok'])
    expect(prepared.rows.map(toPersonInput).map((p) => (p as { title?: string }).title)).toEqual([
      'הרב',
      undefined,
    ])
  })
})

describe('a field added to the declaration, in the import preview', () => {
  it('is a column of the preview', () => {
    render(<ImportPreviewTable rows={[]} excluded={new Set()} onToggle={() => {}} fields={fieldsWithTitle} />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'שורה',
      'ייבוא',
      'תואר',
      'שם פרטי',
      'שם משפחה',
      'טלפון',
      'מצב',
    ])
  })
})
