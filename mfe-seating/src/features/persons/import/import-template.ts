import { householdImportColumn, personFields, type PersonFields } from '@seats/contracts'

/** Rows of the template under its headers: each field's samples. */
const SAMPLE_ROWS = 2

/**
 * A CSV the warden can fill in: the declared fields' Hebrew labels as headers (the optional columns may stay
 * empty) over sample rows, with a BOM so Excel opens it as UTF-8. Last, the family column ('קבוצת משפחה', not
 * 'משפחה', which means the last name): rows with the same value become one household, named as written.
 */
export function importTemplateCsv(fields: PersonFields = personFields): string {
  const columns = [...fields, householdImportColumn]
  const lines = [
    columns.map((f) => f.label),
    ...Array.from({ length: SAMPLE_ROWS }, (_, i) => columns.map((f) => f.samples[i] ?? '')),
  ]
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`
}

export function downloadImportTemplate(fields: PersonFields = personFields): void {
  const url = URL.createObjectURL(new Blob([importTemplateCsv(fields)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'מתפללים-דוגמה.csv'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
