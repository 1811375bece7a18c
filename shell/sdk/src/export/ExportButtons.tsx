import { Button, ButtonGroup } from '../blueprint'
import { useState } from 'react'
import { errorMessageOf } from '../api/api-error'
import { toast } from '../toaster/toaster'
import { downloadSheet, type SheetFormat, type SheetTable } from './spreadsheet'

/**
 * 'אקסל' and 'CSV': a list as the screen shows it (searched, filtered, sorted) as a file. `table` is built
 * on click, so a large list costs nothing until it is asked for.
 */
export function ExportButtons({
  table,
  fileName,
  label,
  disabled = false,
  className,
}: {
  table: () => SheetTable | Promise<SheetTable>
  fileName: string
  /** What is exported, for screen readers: "ייצוא המשתמשים בקובץ אקסל" (the visible word last, as a word). */
  label: string
  /** Nothing to export (an empty list). */
  disabled?: boolean
  className?: string
}) {
  const [busy, setBusy] = useState<SheetFormat | null>(null)
  const save = async (format: SheetFormat) => {
    setBusy(format)
    try {
      await downloadSheet(await table(), fileName, format)
    } catch (err) {
      toast.failure('הקובץ לא נוצר', err, errorMessageOf(err))
    } finally {
      setBusy(null)
    }
  }
  return (
    <ButtonGroup className={className}>
      <Button
        icon="export"
        text="אקסל"
        aria-label={`${label} בקובץ אקסל`}
        variant="outlined"
        loading={busy === 'xlsx'}
        disabled={disabled}
        onClick={() => void save('xlsx')}
      />
      <Button
        text="CSV"
        aria-label={`${label} בקובץ CSV`}
        variant="outlined"
        loading={busy === 'csv'}
        disabled={disabled}
        onClick={() => void save('csv')}
      />
    </ButtonGroup>
  )
}
