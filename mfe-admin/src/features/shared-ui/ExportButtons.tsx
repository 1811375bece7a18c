import {
  Button,
  ButtonGroup,
  downloadSheet,
  errorMessageOf,
  toast,
  type SheetFormat,
  type SheetTable,
} from '@seats/sdk'
import { useState } from 'react'

/**
 * 'אקסל' and 'CSV': the list as the admin sees it (searched, filtered, sorted) as a file. `table` is built
 * on click, so a large list costs nothing until it is asked for.
 */
export function ExportButtons({
  table,
  fileName,
  label,
}: {
  table: () => SheetTable | Promise<SheetTable>
  fileName: string
  /** What is exported, for screen readers: "ייצוא המשתמשים בקובץ אקסל" (the visible word last, as a word). */
  label: string
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
    <ButtonGroup>
      <Button
        icon="export"
        text="אקסל"
        aria-label={`${label} בקובץ אקסל`}
        variant="outlined"
        loading={busy === 'xlsx'}
        onClick={() => void save('xlsx')}
      />
      <Button
        text="CSV"
        aria-label={`${label} בקובץ CSV`}
        variant="outlined"
        loading={busy === 'csv'}
        onClick={() => void save('csv')}
      />
    </ButtonGroup>
  )
}
