// @vitest-environment jsdom
import { ApiError, toast } from '@seats/sdk'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { personsApi } from '../persons-api'
import { ImportDialog } from './ImportDialog'

// jsdom's Blob lacks arrayBuffer(), which every browser has.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as ArrayBuffer)
        reader.onerror = () => reject(reader.error)
        reader.readAsArrayBuffer(this)
      })
    },
  })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function csvFile(lines: string[]): File {
  return new File(['\uFEFF' + lines.join('\r\n')], 'list.csv', { type: 'text/csv' })
}

const good = (n: number) =>
  Array.from({ length: n }, (_, i) => `שם${i},משפחה${i},05${String(10_000_000 + i).padStart(8, '0')}`)

const noHouseholds = { created: [], joined: [], added: 0, kept: 0 }

async function choose(file: File) {
  fireEvent.change(screen.getByLabelText('קובץ לייבוא'), { target: { files: [file] } })
  // The first file of a run also loads the spreadsheet reader: on a busy machine that takes over findBy's default second.
  await screen.findByRole('table', { name: 'תצוגה מקדימה של הייבוא' }, { timeout: 10_000 })
}

describe('ImportDialog', () => {
  it('previews a CSV with the problems counted before anything is saved', async () => {
    const createMany = vi.spyOn(personsApi, 'createMany')
    render(<ImportDialog existing={[]} maxPeople={300} onClose={() => {}} onImported={() => {}} />)
    await choose(csvFile(['Name,Mobile', 'משה כהן,050-1234567', 'דוד לוי,', 'שרה לוי,123']))
    expect(screen.getByText('3 שורות')).toBeTruthy()
    expect(screen.getByText('2 עם שגיאות')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ייבוא מתפלל אחד' })).toBeTruthy()
    expect(createMany).not.toHaveBeenCalled()
  })

  it('names the missing column when the header is wrong', async () => {
    render(<ImportDialog existing={[]} onClose={() => {}} onImported={() => {}} />)
    fireEvent.change(screen.getByLabelText('קובץ לייבוא'), {
      target: { files: [csvFile(['שם פרטי,שם משפחה', 'a,b'])] },
    })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('"טלפון"')
  })

  it('takes rows with one name and counts a repeat inside the file apart from names already listed', async () => {
    const existing = [{ id: 1, firstName: 'דוד', lastName: 'לוי', phone: '0521234567', seats: [] }]
    render(<ImportDialog existing={existing} maxPeople={300} onClose={() => {}} onImported={() => {}} />)
    await choose(
      csvFile([
        'שם,טלפון',
        'שלמה,050-1234567',
        'יוסף,0531234567',
        'שלמה,0501234567',
        'שלמה,0501234567',
        'דוד לוי,0521234567',
      ]),
    )
    expect(screen.getByText('שורה אחת כבר קיימת')).toBeTruthy()
    expect(screen.getByText('2 שורות כפולות בקובץ')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ייבוא 2 מתפללים' })).toBeTruthy()
  })

  it('says before a file is chosen how many more worshippers the plan takes', () => {
    const existing = [{ id: 1, firstName: 'דוד', lastName: 'לוי', phone: '0521234567', seats: [] }]
    render(<ImportDialog existing={existing} maxPeople={3} onClose={() => {}} onImported={() => {}} />)
    expect(screen.getByText('אפשר לייבא עוד 2 מתפללים לפי החבילה שלכם.')).toBeTruthy()
    cleanup()
    render(<ImportDialog existing={existing} maxPeople={1} onClose={() => {}} onImported={() => {}} />)
    expect(screen.getByText(/וכולם כבר ברשימה/)).toBeTruthy()
    expect(screen.queryByText(/עוד 0/)).toBeNull()
  })

  it('sends the good rows in chunks of 500 and says how many were added', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {})
    const createMany = vi.spyOn(personsApi, 'createMany').mockImplementation(async (rows) => ({
      created: rows.map((r, i) => ({ id: i + 1, ...r, seats: [] })),
      duplicates: [],
      households: noHouseholds,
    }))
    const onImported = vi.fn()
    const onClose = vi.fn()
    render(<ImportDialog existing={[]} maxPeople={5000} onClose={onClose} onImported={onImported} />)
    await choose(csvFile(['שם פרטי,שם משפחה,טלפון', ...good(1200)]))
    fireEvent.click(screen.getByRole('button', { name: 'ייבוא 1,200 מתפללים' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(createMany.mock.calls.map(([rows]) => rows.length)).toEqual([500, 500, 200])
    expect(success).toHaveBeenCalledWith('נוספו 1,200 מתפללים', undefined)
    expect(onImported).toHaveBeenCalled()
  })

  it('sends each row with its family and says how many households were made and joined', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {})
    const sent: Array<{ firstName: string; household?: string }[]> = []
    vi.spyOn(personsApi, 'createMany').mockImplementation(async (rows) => {
      sent.push(rows)
      const fresh = rows.filter((r) => r.firstName !== 'דוד')
      return {
        created: fresh.map((r, i) => ({ id: i + 2, ...r, seats: [] })),
        duplicates: [{ index: 3, firstName: 'דוד', lastName: 'לוי', phone: '0521234567', existingId: 1 }],
        // The file's two families: one made, one that was there before.
        households: { created: [7], joined: [3], added: 3, kept: 1 },
      }
    })
    const existing = [{ id: 1, firstName: 'דוד', lastName: 'לוי', phone: '0521234567', seats: [] }]
    const onClose = vi.fn()
    render(<ImportDialog existing={existing} maxPeople={300} onClose={onClose} onImported={() => {}} />)
    await choose(
      csvFile([
        'שם פרטי,משפחה,טלפון,קבוצת משפחה',
        'משה,כהן,0501234567,משפחת כהן',
        'שרה,כהן,0501234568, משפחת  כהן',
        'יוסף,מזרחי,0501234569,',
        'דוד,לוי,0521234567,משפחת לוי',
      ]),
    )
    // 'משפחה' is still the last name; the family column is its own, shown in the preview.
    expect(screen.getByRole('columnheader', { name: 'קבוצת משפחה' })).toBeTruthy()
    expect(screen.getByText('2 משפחות')).toBeTruthy()
    expect(screen.getByText('שורה אחת כבר קיימת')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'ייבוא 3 מתפללים' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // The worshipper already listed goes too, only to join his family.
    expect(sent.flat().map((r) => [r.firstName, (r as { lastName?: string }).lastName, r.household])).toEqual(
      [
        ['משה', 'כהן', 'משפחת כהן'],
        ['שרה', 'כהן', 'משפחת כהן'],
        ['יוסף', 'מזרחי', undefined],
        ['דוד', 'לוי', 'משפחת לוי'],
      ],
    )
    expect(success).toHaveBeenCalledWith(
      'נוספו 3 מתפללים',
      '1 כבר היו ברשימה ולא נוספו שוב. נוצרה משפחה אחת. נוספו בני משפחה למשפחה קיימת אחת. מתפלל אחד כבר שייך למשפחה אחרת ונשאר בה.',
    )
  })

  it('stops at a refused chunk and shows the failure dialog with the server reason', async () => {
    vi.spyOn(personsApi, 'createMany')
      .mockResolvedValueOnce({ created: [], duplicates: [], households: noHouseholds })
      .mockRejectedValueOnce(
        new ApiError(
          422,
          'quota_exceeded',
          'החשבון מוגבל ל-600 מתפללים. כבר רשומים 500, ואפשר להוסיף עוד 100 בלבד',
        ),
      )
    render(<ImportDialog existing={[]} maxPeople={5000} onClose={() => {}} onImported={() => {}} />)
    await choose(csvFile(['שם פרטי,שם משפחה,טלפון', ...good(700)]))
    fireEvent.click(screen.getByRole('button', { name: 'ייבוא 700 מתפללים' }))
    expect(await screen.findByText('הוספת אנשים נכשלה')).toBeTruthy()
    expect(screen.getByText(/ואפשר להוסיף עוד 100 בלבד/)).toBeTruthy()
    expect(screen.getByText(/500 מתוך 700 מתפללים נשמרו לפני העצירה/)).toBeTruthy()
  })

  it("holds back an import past the account's limit and offers the rows that fit", async () => {
    render(<ImportDialog existing={[]} maxPeople={2} onClose={() => {}} onImported={() => {}} />)
    await choose(csvFile(['שם פרטי,שם משפחה,טלפון', ...good(3)]))
    expect((screen.getByRole('button', { name: 'ייבוא 3 מתפללים' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'לייבא רק את 2 הראשונות' }))
    expect((screen.getByRole('button', { name: 'ייבוא 2 מתפללים' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })
})
