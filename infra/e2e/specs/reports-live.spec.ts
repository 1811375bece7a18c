import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { SCREENSHOTS_DIR } from '../e2e-env.js'
import { pdfContains as contains, printedPdfPages } from '../support/pdf.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { expectNotCovering, saveScreenshot, screenshotFourWays } from '../support/screens.js'
import { api, apiToken, type Person, type DateOption } from '../support/api.js'
import { wardenWithMap } from '../support/warden-data.js'
import { phoneReport, phoneShabbat, uniquePhone } from '../support/phone-line.js'

/** A3 landscape in PDF points. */
const A3_LANDSCAPE = { width: 1190.55, height: 841.89 }
const DELETED_TOAST = 'דיווח נמחק'
const SETTING_SAVED = 'העדכון בוצע בהצלחה'

async function screenshotPrintedPages(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  await page.emulateMedia({ media: 'print' })
  const sheets = page.locator('.pr-sheet')
  for (let i = 0; i < (await sheets.count()); i++)
    await sheets.nth(i).screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-page-${i + 1}.png`) })
  await page.emulateMedia({ media: 'screen' })
}

test.describe('reports live on the map, and the printed map', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a phone report frees both seats of a worshipper live; deleting it takes them back; the print hides the name', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const phone = uniquePhone()
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'אליהו', lastName: 'הנוסע', phone },
      { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    ])
    const eliyahu = created.find((p) => p.firstName === 'אליהו')!
    const david = created.find((p) => p.firstName === 'דוד')!
    // Eliyahu holds two seats, one on each half of the hall; David sits between them.
    const map = await api<{ id: number; displays: { id: number }[] }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 5,
      cols: 12,
      cells: [
        { row: 2, col: 3, kind: 'seat', people: [{ id: eliyahu.id }] },
        { row: 4, col: 9, kind: 'seat', people: [{ id: eliyahu.id }] },
        { row: 2, col: 4, kind: 'seat', people: [{ id: david.id }] },
        ...[1, 2, 3, 4, 5].map((row) => ({ row, col: 7, kind: 'aisle', people: [] })),
      ],
    })
    // Split the hall into two A3 landscape pages: columns 1-6 and 7-12.
    await api(request, token, 'PUT', `/displays/${map.displays[0]!.id}`, {
      name: 'צד ימין',
      size: 'A3',
      orientation: 'landscape',
      colRange: [1, 6],
      rowRange: null,
    })
    await api(request, token, 'POST', '/displays', {
      mapId: map.id,
      name: 'צד שמאל',
      size: 'A3',
      orientation: 'landscape',
      colRange: [7, 12],
      rowRange: null,
    })
    await api(request, token, 'POST', '/elements', {
      mapId: map.id,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 6,
      rowSpan: 1,
      colSpan: 3,
      color: '#b45309',
    })

    const date = phoneShabbat()
    const query = date ? `?date=${date}` : ''
    const option = await api<DateOption>(request, token, 'GET', `/reports/date${date ? `/${date}` : ''}`)

    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}${query}`)
    const vacated = page.locator('.sv-vacated')
    await expect(page.getByLabel('תאריך')).toBeVisible()
    await expect(page.getByText('אין מקומות שהתפנו', { exact: true })).toBeVisible()
    await expect(vacated).toHaveCount(0)

    // The worshipper calls; the warden's open map frees both of his seats at once.
    const done = await phoneReport(request, phone)
    expect(done.say.join(' ')).toContain('הדיווח נרשם בהצלחה')
    await expect(
      page.locator('.seats-toaster').getByText(`אליהו הנוסע הוסיף דיווח ל${option.name}`),
    ).toBeVisible()
    // Not an alert that cuts a reader off: the toast's words are hidden from the tree (the announcer says them).
    expect(await page.locator('.seats-toaster').ariaSnapshot()).not.toContain('הוסיף דיווח')
    // Over the map's own corner: never over its title or the worshippers list.
    await expectNotCovering(page.locator('.bp6-toast').filter({ hasText: 'אליהו הנוסע הוסיף דיווח' }), {
      "the map's title": page.locator('.me-toolbar__title'),
      'the worshippers': page.getByRole('complementary', { name: 'מתפללים' }),
    })
    // A screen reader hears it politely, once, from the page's announcer: the toast is not an alert.
    await expect(page.locator('#seats-announcer')).toHaveText(`אליהו הנוסע הוסיף דיווח ל${option.name}`)
    await expect(page.locator('#seats-announcer')).toHaveAttribute('aria-live', 'polite')
    await expect(vacated).toHaveCount(2)
    await expect(page.getByText('2 מקומות התפנו', { exact: true })).toBeVisible()
    await page.waitForTimeout(3500) // the toast fades before the screenshots
    await saveScreenshot(page, 'map-vacated-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await saveScreenshot(page, 'map-vacated-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // Print all displays: two A3 landscape pages; the door's copy does not name the traveller.
    const printPage = await context.newPage()
    await printPage.setViewportSize({ width: 1600, height: 1200 })
    await printPage.goto(`/map/${map.id}/print?display=all${date ? `&date=${date}` : ''}`)
    await expect(printPage.locator('.pr-sheet')).toHaveCount(2)
    await expect(printPage.getByText('שמות המדווחים מוסתרים')).toBeVisible()
    await expect(printPage.locator('.pr-sheet').getByText('אליהו הנוסע')).toHaveCount(0)
    const hidden = await printedPdfPages(printPage)
    expect(hidden).toHaveLength(2)
    for (const p of hidden) {
      // Chromium lays pages out in whole CSS pixels: A3 comes out within a point of its exact size.
      expect(Math.abs(p.width - A3_LANDSCAPE.width), `width ${p.width}`).toBeLessThan(1.5)
      expect(Math.abs(p.height - A3_LANDSCAPE.height), `height ${p.height}`).toBeLessThan(1.5)
    }
    const hiddenText = hidden.map((p) => p.text).join(' ')
    expect(contains(hiddenText, 'הנוסע')).toBe(false)
    expect(contains(hiddenText, 'אליהו')).toBe(false)
    expect(contains(hiddenText, 'לוי')).toBe(true)
    expect(contains(hiddenText, 'פנוי')).toBe(true)
    await screenshotPrintedPages(printPage, 'print-a3-landscape')

    // The warden prints an internal copy with names (the editor's print menu): the traveller's name printed.
    await page.getByRole('button', { name: 'הדפסה' }).click()
    await page.getByText('הדפסת שמות המדווחים (עותק פנימי)').click()
    await expect(page.getByText(SETTING_SAVED)).toBeVisible()
    await printPage.reload()
    await expect(printPage.locator('.pr-sheet')).toHaveCount(2)
    await expect(printPage.locator('.pr-cell--free').filter({ hasText: 'אליהו הנוסע' })).toHaveCount(2)
    const shown = await printedPdfPages(printPage)
    expect(shown).toHaveLength(2)
    expect(contains(shown.map((p) => p.text).join(' '), 'הנוסע')).toBe(true)
    await printPage.close()

    // On /reports (another tab) the warden deletes the report: both tabs say so, the seats are taken again.
    const reportsPage = await context.newPage()
    await reportsPage.goto(`/reports${query}`)
    const row = reportsPage.getByRole('row', { name: /אליהו הנוסע/ })
    await expect(row).toBeVisible()
    await expect(row.getByText('טלפון', { exact: true })).toBeVisible()
    // Phones read as people write them, 050-1234567.
    await expect(row.getByText(`${phone.slice(0, 3)}-${phone.slice(3)}`, { exact: true })).toBeVisible()
    await saveScreenshot(reportsPage, 'reports-page')
    await row.getByRole('button', { name: 'מחיקת הדיווח של אליהו הנוסע' }).click()
    await expect(reportsPage.getByText('האם אתה בטוח שברצונך למחוק את הרשומה?')).toBeVisible()
    await reportsPage.getByRole('button', { name: 'מחק', exact: true }).click()
    await expect(reportsPage.locator('.seats-toaster').getByText(DELETED_TOAST)).toBeVisible()
    await expect(reportsPage.getByText('אין דיווחים לתאריך זה')).toBeVisible()
    await expect(page.locator('.seats-toaster').getByText(DELETED_TOAST)).toBeVisible()
    await expect(vacated).toHaveCount(0)

    // A report added by hand (source warden) frees the seats again.
    await reportsPage.getByLabel('חיפוש מתפלל').fill('אליהו')
    await reportsPage.getByRole('button', { name: 'הוספת דיווח: אליהו הנוסע' }).click()
    await expect(reportsPage.getByRole('row', { name: /אליהו הנוסע/ }).getByText('גבאי')).toBeVisible()
    await expect(vacated).toHaveCount(2)
    // The worshipper did not call: the map's toast says the report was entered for him.
    await expect(
      page.locator('.seats-toaster').getByText(`נרשם דיווח עבור אליהו הנוסע ל${option.name}`),
    ).toBeVisible()
    await expect(
      page.locator('.seats-toaster').getByText(`אליהו הנוסע הוסיף דיווח ל${option.name}`),
    ).toHaveCount(0)

    // On the map, the seat's card says who reported, how and when, and the warden cancels it there.
    await reportsPage.close()
    await clickCell(page, 12, 2, 3)
    const card = page.getByRole('dialog', { name: 'שורה ב, מושב 3' })
    await expect(card).toBeVisible()
    await expect(card.locator('li', { hasText: 'אליהו הנוסע' })).toContainText('דיווח היעדרות · גבאי')
    await expect(card.locator('li', { hasText: 'דוד לוי' })).toHaveCount(0)
    // Seen four ways: the card opens again wherever a phone's screen has put the seat.
    const cardShown = async () => {
      if (!(await card.isVisible())) await page.locator('#me-cell-2-3').click()
      await expect(card.locator('li', { hasText: 'אליהו הנוסע' })).toContainText('דיווח היעדרות · גבאי')
    }
    await screenshotFourWays(page, 'seat-card-report', cardShown)
    await cardShown()
    await card.getByRole('button', { name: 'ביטול הדיווח של אליהו הנוסע' }).click()
    const confirm = page.getByRole('dialog', { name: 'ביטול הדיווח' })
    await expect(confirm).toContainText(`לבטל את הדיווח של אליהו הנוסע ל${option.name}?`)
    await confirm.getByRole('button', { name: 'ביטול הדיווח', exact: true }).click()
    await expect(page.locator('.seats-toaster').getByText(DELETED_TOAST)).toBeVisible()
    await expect(vacated).toHaveCount(0)
  })
})

/** Clicks a map cell (the board is drawn right to left: 40 px row heads, 72 px columns, 56 px rows). */
async function clickCell(page: Page, cols: number, row: number, col: number) {
  const box = (await page.locator('.me-board').boundingBox())!
  const scale = box.width / (80 + cols * 72)
  await page.mouse.click(
    box.x + (40 + (cols - col) * 72 + 36) * scale,
    box.y + (28 + (row - 1) * 56 + 28) * scale,
  )
}

test.describe('a display too large for one page', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('prints in parts with an index page, and print-all counts and prints every page', async ({
    page,
    request,
  }) => {
    const { account, token, map } = await wardenWithMap(request, { name: 'אולם גדול', rows: 12, cols: 20 })
    await api(request, token, 'POST', '/displays', {
      mapId: map.id,
      name: 'עזרת נשים',
      size: 'A4',
      orientation: 'landscape',
      colRange: [1, 6],
      rowRange: [1, 4],
    })
    await loginViaUi(page, account.email, account.password)

    // The default display, the whole 12 x 20 hall on A4: printable, as an index page and its parts.
    await page.goto(`/map/${map.id}/print`)
    const sheets = page.locator('.pr-sheet')
    await expect(page.locator('.pr-sheet--index')).toHaveCount(1)
    const count = await sheets.count()
    expect(count).toBeGreaterThan(2)
    await expect(page.getByRole('button', { name: 'הדפסה' })).toBeEnabled()
    await expect(sheets.nth(1)).toContainText(`חלק 1 מתוך ${count - 1}`)
    await expect(page.locator('.pr-index__parts li')).toHaveCount(count - 1)
    expect(await printedPdfPages(page)).toHaveLength(count)
    await screenshotPrintedPages(page, 'print-split-a4')

    // Print all: the index, the parts and the other display; the menu says how many pages that is.
    await page.goto(`/map/${map.id}/print?display=all`)
    await expect(page.getByRole('combobox', { name: 'תצוגה' })).toHaveValue('all')
    await expect(page.locator('option[value="all"]')).toHaveText(`כל התצוגות (${count + 1} דפים)`)
    await expect(sheets).toHaveCount(count + 1)
    expect(await printedPdfPages(page)).toHaveLength(count + 1)
  })
})
