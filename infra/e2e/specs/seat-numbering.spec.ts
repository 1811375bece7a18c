import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { phoneReport, uniquePhone } from '../support/phone-line.js'
import { screenshotFourWays } from '../support/screens.js'

const cell = (page: Page, row: number, col: number) => page.locator(`#me-cell-${row}-${col}`)
const header = (page: Page, col: number) => page.locator(`.me-header--col[data-col="${col}"]`)

test.describe('seats numbered as the hall is labelled', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('by column from the right the editor’s header, the seat and the printed seat say the same number; under every numbering the print and the phone line name a seat alike', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const yosefPhone = uniquePhone()
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'יוסף', lastName: 'מזרחי', phone: yosefPhone },
    ])
    const [yosef] = created as [Person]
    // Four rows of seven: an aisle down column 3, the ark over columns 5-6 of the first row.
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 4,
      cols: 7,
      cells: [
        ...[1, 2, 3, 4].map((row) => ({ row, col: 3, kind: 'aisle' })),
        { row: 2, col: 7, kind: 'seat', people: [{ id: yosef.id }] },
      ],
    })
    await api(request, token, 'POST', '/elements', {
      mapId: map.id,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 5,
      rowSpan: 1,
      colSpan: 2,
      color: '#b45309',
    })

    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    // Per row: the ark shifts row א's last seat to 4 while the rows behind it call it 6, so that column
    // gets no number; the aisle never gets one.
    await expect(cell(page, 1, 7).locator('.me-cell__no')).toHaveText('4')
    await expect(cell(page, 2, 7).locator('.me-cell__no')).toHaveText('6')
    await expect(header(page, 7)).toHaveText('')
    await expect(header(page, 3)).toHaveText('')
    await expect(header(page, 4)).toHaveText('3')

    await page.getByRole('button', { name: /מעבר למפה אחרת/ }).click()
    await page.getByRole('menuitem', { name: 'עריכת המפה' }).click()
    const dialog = page.getByRole('dialog', { name: /מפה/ })
    await dialog.getByLabel('מספור המושבים').selectOption({ label: 'לפי טור, מימין לשמאל' })
    await screenshotFourWays(page, 'seat-numbering-dialog', async () => {
      await expect(dialog.getByLabel('מספור המושבים')).toBeVisible()
    })
    await dialog.getByRole('button', { name: 'שמירה' }).click()
    await expect(dialog).toBeHidden()
    // By column from the right: one number per column in every row; the seat after the aisle is 3.
    await expect(header(page, 7)).toHaveText('6')
    await expect(cell(page, 1, 7).locator('.me-cell__no')).toHaveText('6')
    await expect(cell(page, 2, 7).locator('.me-cell__no')).toHaveText('6')
    await expect(header(page, 4)).toHaveText('3')
    await expect(cell(page, 3, 4).locator('.me-cell__no')).toHaveText('3')
    await expect(header(page, 3)).toHaveText('')
    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
    await screenshotFourWays(page, 'seat-numbering-editor', async () => {
      await expect(page.getByRole('grid')).toBeVisible()
    })

    await page.goto(`/map/${map.id}/print`)
    const sheet = page.locator('.pr-sheet')
    await expect(sheet).toHaveCount(1)
    const printed = (row: number, col: number) =>
      sheet.locator(`.pr-cell[data-row="${row}"][data-col="${col}"] .pr-cell__no`)
    await expect(printed(1, 7)).toHaveText('6')
    await expect(printed(2, 7)).toHaveText('6')
    await expect(printed(3, 4)).toHaveText('3')
    await screenshotFourWays(page, 'seat-numbering-print', async () => {
      await expect(sheet).toBeVisible()
    })

    // The seat list names the same seats, and downloads them as an Excel file and as CSV, numbered as
    // printed.
    await page.goto(`/map/${map.id}/list`)
    const yosefRow = page.getByRole('row', { name: /יוסף מזרחי/ })
    await expect(yosefRow).toContainText('6')
    const excel = page.waitForEvent('download')
    await page.getByRole('button', { name: 'ייצוא רשימת המושבים בקובץ אקסל' }).click()
    expect((await excel).suggestedFilename()).toMatch(/^מושבים - אולם ראשי - .+\.xlsx$/)
    const csvFile = page.waitForEvent('download')
    await page.getByRole('button', { name: 'ייצוא רשימת המושבים בקובץ CSV' }).click()
    expect((await csvFile).suggestedFilename()).toMatch(/^מושבים - אולם ראשי - .+\.csv$/)
    const csvLines = readFileSync((await (await csvFile).path())!, 'utf8').split('\r\n')
    expect(csvLines[0]).toContain('שורה,מושב,מתפללים,מצב בתאריך')
    expect(csvLines).toContain('ב,6,יוסף מזרחי,תפוס')
    await screenshotFourWays(page, 'seat-numbering-list', async () => {
      await expect(page.getByRole('button', { name: 'ייצוא רשימת המושבים בקובץ CSV' })).toBeVisible()
    })

    // Under each numbering, the printed map and the phone line name Yosef's seat alike. His calls take turns
    // reporting and cancelling, and both read his seat back.
    const schemes = [
      { label: 'לפי הסדר בכל שורה (מימין)', seat: '6' },
      { label: 'לפי טור, מימין לשמאל', seat: '6' },
      { label: 'לפי טור, משמאל לימין', seat: '1' },
      { label: 'אי־זוגיים מימין, זוגיים משמאל', seat: '8' },
    ]
    for (const scheme of schemes) {
      await page.goto('/maps')
      await page.getByRole('button', { name: 'עריכה אולם ראשי' }).click()
      await dialog.getByLabel('מספור המושבים').selectOption({ label: scheme.label })
      await dialog.getByRole('button', { name: 'שמירה' }).click()
      await expect(dialog).toBeHidden()
      await page.goto(`/map/${map.id}/print`)
      await expect(printed(2, 7), scheme.label).toHaveText(scheme.seat)
      const call = await phoneReport(request, yosefPhone)
      expect(call.say.join(' '), scheme.label).toContain(`בשורה ב, מושב ${scheme.seat} `)
    }
  })
})
