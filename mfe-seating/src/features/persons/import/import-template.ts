/** A CSV the warden can fill in: Hebrew headers (the gender column may stay empty), a BOM so Excel opens it as UTF-8. */
export function importTemplateCsv(): string {
  return '\uFEFFשם פרטי,שם משפחה,טלפון,מין\r\nמשה,כהן,050-1234567,זכר\r\nשרה,לוי,02-6543210,נקבה\r\n'
}

export function downloadImportTemplate(): void {
  const url = URL.createObjectURL(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'מתפללים-דוגמה.csv'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
