import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { SCREENSHOTS_DIR } from '../e2e-env.js'
import { pdfContains as contains, printedPdfPages } from '../support/pdf.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { phoneReport, phoneShabbat, uniquePhone } from '../support/phone-line.js'
import { screenshotFourWays } from '../support/screens.js'
import { wardenWithMap } from '../support/warden-data.js'

/** Paper in PDF points. */
const PAPER_PT = {
  'A4 landscape': { width: 841.89, height: 595.28 },
  'A3 landscape': { width: 1190.55, height: 841.89 },
}
const SETTING_SAVED = 'העדכון בוצע בהצלחה'

const isPaper = (p: { width: number; height: number }, paper: keyof typeof PAPER_PT) =>
  Math.abs(p.width - PAPER_PT[paper].width) < 1.5 && Math.abs(p.height - PAPER_PT[paper].height) < 1.5

/** As printed: every piece of text a seat prints (its number, "פנוי", names) lies within the seat's box; lists what does not. */
async function textOutsideSeats(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' })
  const outside = await page.locator('.pr-sheet').evaluateAll((sheets) =>
    sheets.flatMap((sheet) =>
      [...sheet.querySelectorAll<HTMLElement>('.pr-cell')].flatMap((cell) => {
        const box = cell.getBoundingClientRect()
        return [...cell.children].flatMap((child) => {
          const r = child.getBoundingClientRect()
          const out =
            r.top < box.top - 0.5 ||
            r.bottom > box.bottom + 0.5 ||
            r.left < box.left - 0.5 ||
            r.right > box.right + 0.5
          return out ? [`row ${cell.dataset.row} col ${cell.dataset.col}: ${child.textContent}`] : []
        })
      }),
    ),
  )
  await page.emulateMedia({ media: 'screen' })
  return outside
}

async function screenshotPrintedPages(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  await page.emulateMedia({ media: 'print' })
  const sheets = page.locator('.pr-sheet')
  for (let i = 0; i < (await sheets.count()); i++)
    await sheets.nth(i).screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-page-${i + 1}.png`) })
  await page.emulateMedia({ media: 'screen' })
}

test.describe('the printed map on the synagogue door', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('names no one who is away unless the warden prints an internal copy, and every seat’s text fits the seat', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const phone = uniquePhone()
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'אליהו', lastName: 'הנוסע', phone },
      { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
      { firstName: 'שמואל יצחק', lastName: 'בן־דוד רוזנברג', phone: uniquePhone() },
    ])
    const [eliyahu, david, shmuel] = created as [Person, Person, Person]
    // A hall that only just fits A4 landscape at the readable size: the smallest seats the print makes.
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 16,
      cols: 16,
      cells: [
        { row: 1, col: 1, kind: 'seat', people: [{ id: eliyahu.id }] },
        { row: 1, col: 2, kind: 'seat', people: [{ id: david.id }, { id: shmuel.id }] },
        { row: 1, col: 3, kind: 'seat', people: [{ id: shmuel.id }] },
      ],
    })
    expect((await phoneReport(request, phone)).say.join(' ')).toContain('הדיווח נרשם בהצלחה')
    const date = phoneShabbat()
    const query = date ? `?date=${date}` : ''

    await loginViaUi(page, account.email, account.password)
    // The same two figures, in the same words, on the map, the Friday view and the printed map.
    await page.goto(`/map/${map.id}${query}`)
    await expect(page.getByText('מקום אחד התפנה', { exact: true })).toBeVisible()
    await page.goto(`/free-seats${query}`)
    await expect(page.locator('.fs-summary')).toContainText('מקום אחד התפנה')

    await page.goto(`/map/${map.id}/print${query}`)
    const sheet = page.locator('.pr-sheet')
    await expect(sheet).toHaveCount(1)
    const legend = sheet.locator('.pr-sheet__legend')
    await expect(legend).toContainText('מקום אחד התפנה')
    await expect(legend).toContainText('מקומות ריקים')
    await expect(legend).not.toContainText('מקומות פנויים')
    // By default the door's copy says the seat is free, and not whose it is.
    await expect(page.getByText('שמות המדווחים מוסתרים')).toBeVisible()
    const freed = sheet.locator('.pr-cell[data-row="1"][data-col="1"]')
    await expect(freed).toContainText('פנוי')
    await expect(sheet.getByText('הנוסע')).toHaveCount(0)
    const doorCopy = (await printedPdfPages(page)).map((p) => p.text).join(' ')
    expect(contains(doorCopy, 'הנוסע')).toBe(false)
    expect(contains(doorCopy, 'לוי')).toBe(true)
    expect(await textOutsideSeats(page)).toEqual([])
    await screenshotFourWays(page, 'print-door-copy')
    await screenshotPrintedPages(page, 'print-door-copy')

    // An internal copy: the print menu's setting, remembered with the map.
    await page.goto(`/map/${map.id}${query}`)
    await page.getByRole('button', { name: 'הדפסה' }).click()
    await page.getByText('הדפסת שמות המדווחים (עותק פנימי)').click()
    await expect(page.getByText(SETTING_SAVED)).toBeVisible()
    await page.goto(`/map/${map.id}/print${query}`)
    await expect(page.getByText('עותק פנימי: שמות המדווחים מודפסים')).toBeVisible()
    await expect(sheet).toHaveCount(1)
    // The smallest seat has room for its number and "פנוי" only; whatever a seat prints stays inside it.
    expect(await textOutsideSeats(page)).toEqual([])
    await screenshotPrintedPages(page, 'print-internal-copy')
  })

  test('a hall too large for its page prints on one page on request, or says it does not fit', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const { account, token, map } = await wardenWithMap(request, { name: 'אולם גדול', rows: 12, cols: 20 })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}/print`)
    await expect(page.locator('.pr-sheet--index')).toHaveCount(1)
    await expect(page.locator('.pr-sheet')).toHaveCount(3)

    await page.getByText('כל האולם בדף אחד', { exact: true }).click()
    await expect(page).toHaveURL(/fit=page/)
    await expect(page.locator('.pr-sheet--index')).toHaveCount(0)
    await expect(page.locator('.pr-sheet')).toHaveCount(1)
    await expect(page.locator('.pr-cell')).toHaveCount(12 * 20)
    const pages = await printedPdfPages(page)
    expect(pages).toHaveLength(1)
    expect(isPaper(pages[0]!, 'A4 landscape'), JSON.stringify(pages[0])).toBe(true)
    expect(await textOutsideSeats(page)).toEqual([])
    await screenshotFourWays(page, 'print-one-page')
    await screenshotPrintedPages(page, 'print-one-page')

    // A hall that does not fit even at the smallest readable size: said so, with A3 suggested.
    const big = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ענק',
      rows: 20,
      cols: 26,
      cells: [],
    })
    await page.goto(`/map/${big.id}/print?fit=page`)
    await expect(page.getByText('האולם לא נכנס בדף A4 לרוחב אחד')).toBeVisible()
    await expect(page.getByText('בדף A3 הוא ייכנס')).toBeVisible()
    await expect(page.locator('.pr-sheet--index')).toHaveCount(1)
  })

  test('displays of different papers print one paper per job', async ({ page, request }) => {
    test.setTimeout(120_000)
    const { account, token, map } = await wardenWithMap(request, { name: 'אולם ראשי', rows: 6, cols: 12 })
    const display = (
      name: string,
      size: 'A4' | 'A3',
      orientation: 'landscape' | 'portrait',
      cols: number[],
    ) =>
      api(request, token, 'POST', '/displays', {
        mapId: map.id,
        name,
        size,
        orientation,
        colRange: cols,
        rowRange: null,
      })
    await display('צד ימין', 'A3', 'landscape', [1, 6])
    await display('צד שמאל', 'A3', 'landscape', [7, 12])
    await display('עמוד החזן', 'A4', 'portrait', [5, 8])
    await display('שורות קדמיות', 'A4', 'landscape', [1, 12])
    await loginViaUi(page, account.email, account.password)

    await page.goto(`/map/${map.id}/print?display=all`)
    await expect(page.getByText('לתצוגות יש גדלי נייר שונים')).toBeVisible()
    const select = page.getByRole('combobox', { name: 'תצוגה' })
    await expect(select.locator('option[value="all"]')).toHaveCount(0)
    await expect(select.locator('option')).toContainText([
      'כל התצוגות ב-A4 לרוחב (2 דפים)',
      'כל התצוגות ב-A3 לרוחב (2 דפים)',
    ])
    // An "all" link prints the first display's paper alone.
    await expect(page.locator('.pr-sheet')).toHaveCount(2)
    for (const p of await printedPdfPages(page))
      expect(isPaper(p, 'A4 landscape'), JSON.stringify(p)).toBe(true)

    await select.selectOption({ label: 'כל התצוגות ב-A3 לרוחב (2 דפים)' })
    await expect(page.locator('.pr-sheet')).toHaveCount(2)
    const a3 = await printedPdfPages(page)
    expect(a3).toHaveLength(2)
    for (const p of a3) expect(isPaper(p, 'A3 landscape'), JSON.stringify(p)).toBe(true)
    await screenshotFourWays(page, 'print-papers-apart')

    // The editor's print menu offers the same choices.
    await page.goto(`/map/${map.id}`)
    await page.getByRole('button', { name: 'הדפסה' }).click()
    await expect(page.getByRole('link', { name: /כל התצוגות ב-A3 לרוחב/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /^כל התצוגות \(/ })).toHaveCount(0)
  })
})
