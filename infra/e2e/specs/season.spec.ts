import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi, storedToken } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { cell } from '../support/map-board.js'
import { pdfContains, printedPdfPages } from '../support/pdf.js'
import { uniquePhone } from '../support/phone-line.js'
import { HELD_PHONE, closeToasts, expectFitsPhone, screenshotFourWays } from '../support/screens.js'
import { lastSms, linkPath, smsTo } from '../support/sms.js'

/**
 * One season, step by step in one browser page: each step has the test's own time, so a slow machine is
 * slow, not red. A step that fails skips the ones after it.
 */
test.describe('the High Holiday season', () => {
  test.describe.configure({ mode: 'serial' })

  let page: Page
  let weekly: { id: number }
  let levi: string
  let cohen: string
  let aharon: Person
  let sarah: Person

  test.beforeAll(async ({ browser }) => {
    // A context of its own: the accessibility checks open their pages in the same one.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    page = await context.newPage()
  })
  test.afterAll(async () => {
    await page.context().close()
  })
  test.afterEach(async () => {
    const testInfo = test.info()
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('the page when it failed', {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      })
  })

  test('a warden with two families marks a seat for a wheelchair on the weekly map', async ({ request }) => {
    const owner = await registerViaApi(request)
    const token = await apiToken(request, owner)
    levi = uniquePhone('052')
    cohen = uniquePhone('053')
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'משה', lastName: 'לוי', phone: levi, gender: 'male' },
      { firstName: 'יצחק', lastName: 'לוי', phone: levi, gender: 'male' },
      { firstName: 'רחל', lastName: 'לוי', phone: levi, gender: 'female' },
      { firstName: 'אהרן', lastName: 'כהן', phone: cohen, gender: 'male' },
      { firstName: 'שרה', lastName: 'כהן', phone: cohen, gender: 'female' },
    ])
    const [moshe, , , aharonCreated, sarahCreated] = created
    aharon = aharonCreated!
    sarah = sarahCreated!
    // The weekly map: Moshe and Aharon have their regular seats; an aisle down the middle.
    weekly = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'בית הכנסת',
      rows: 6,
      cols: 9,
      cells: [
        ...Array.from({ length: 6 }, (_, i) => ({ row: i + 1, col: 5, kind: 'aisle' })),
        { row: 2, col: 2, kind: 'seat', people: [{ id: moshe!.id }] },
        { row: 3, col: 7, kind: 'seat', people: [{ id: aharon.id }] },
      ],
    })
    for (const [name, rowRange] of [
      ['עזרת גברים', [1, 4]],
      ['עזרת נשים', [5, 6]],
    ] as const)
      await api(request, token, 'POST', '/areas', { mapId: weekly.id, name, rowRange, colRange: [1, 9] })
    await api(request, token, 'POST', '/elements', {
      mapId: weekly.id,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 5,
    })

    await loginViaUi(page, owner.email, owner.password)

    // A seat for a wheelchair at the start of the last row, marked on the weekly map: the season's copy keeps it.
    await page.goto(`/map/${weekly.id}`)
    await page.getByRole('button', { name: 'מקום נגיש' }).click()
    await cell(page, 6, 1).click()
    await expect(cell(page, 6, 1).locator('.me-cell__accessible')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'כל השינויים נשמרו' })).toBeVisible()
    await page.getByRole('button', { name: 'הושבה' }).click()
    await screenshotFourWays(page, 'map-accessible-seat', async () => {
      await expect(cell(page, 6, 1).locator('.me-cell__accessible')).toBeVisible()
    })
  })

  test('the worshippers become households, and a season opens on a copy of the weekly map', async ({
    request,
  }) => {
    // Those sharing a phone are one family.
    await page.goto('/households')
    await page.getByRole('button', { name: 'קיבוץ אוטומטי לפי טלפון' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'קיבוץ', exact: true }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'נוצרו 2 משפחות ל-5 מתפללים' })).toBeVisible()
    await expect(page.getByText('משפחת לוי')).toBeVisible()
    await closeToasts(page)

    // Another warden (here: the API) gives the Cohens an email: the open screen shows it without a reload.
    const token = await storedToken(page)
    const households = await api<Array<{ id: number; name: string; phone: string; memberIds: number[] }>>(
      request,
      token!,
      'GET',
      '/households',
    )
    const { id, name, phone, memberIds } = households.find((h) => h.name === 'משפחת כהן')!
    const email = 'cohen@example.com'
    await api(request, token!, 'PUT', `/households/${id}`, { name, phone, email, memberIds })
    await expect(page.getByRole('row', { name: /משפחת כהן/ })).toContainText('cohen@example.com')
    await screenshotFourWays(page, 'households-page', async () => {
      await expect(page.getByText('משפחת כהן')).toBeVisible()
    })

    // A new season on a copy of the weekly map, the coming High Holidays offered.
    await page.goto('/seasons')
    await page.getByRole('button', { name: 'עונה חדשה' }).click()
    const dialog = page.getByRole('dialog', { name: 'עונה חדשה' })
    await expect(dialog.getByLabel('שם העונה')).toHaveValue(/^ימים נוראים ת/)
    await expect(dialog.getByRole('checkbox', { name: /כל נדרי/ })).toBeChecked()
    await dialog.getByLabel('על בסיס המפה').selectOption({ label: 'בית הכנסת' })
    await screenshotFourWays(page, 'season-new-dialog', async () => {
      await expect(dialog).toBeVisible()
    })
    await expectAccessibleEverywhere(page, 'the new season dialog', async () => {
      await expect(dialog).toBeVisible()
    })
    await dialog.getByRole('button', { name: 'הוספה' }).click()
    await expect(page).toHaveURL(/\/seasons\/\d+$/)
    const heading = page.getByRole('heading', { level: 1, name: /^ימים נוראים ת/ })
    await expect(heading).toBeVisible()

    // The warden names the season for the synagogue; its days stay as chosen.
    const named = `${await heading.innerText()} · בית הכנסת`
    await closeToasts(page)
    await page.getByRole('button', { name: 'עריכת העונה' }).click()
    const edit = page.getByRole('dialog', { name: 'עריכת העונה' })
    await expect(edit.getByRole('checkbox', { name: /כל נדרי/ })).toBeChecked()
    await edit.getByLabel('שם העונה').fill(named)
    await screenshotFourWays(page, 'season-edit-dialog', async () => {
      await expect(edit).toBeVisible()
    })
    await edit.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByRole('heading', { level: 1, name: named })).toBeVisible()
    await expect(page.locator('.bp6-toast', { hasText: 'העונה נשמרה' })).toBeVisible()
    await closeToasts(page)
  })

  test('each family asks by its own link; the family that did not answer is reminded with a fresh one', async ({
    browser,
    request,
  }) => {
    // The links go out by SMS; each family opens its own on the phone.
    await page.getByRole('button', { name: 'שליחת קישורים לכל המשפחות' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'נשלחו 2 קישורים' })).toBeVisible()
    const leviLink = linkPath(await lastSms(levi))
    expect(leviLink).toMatch(/^\/s\/[\w-]{44}$/)
    const cohenFirstLink = linkPath(await lastSms(cohen))

    const phone = await browser.newContext({ ...HELD_PHONE, locale: 'he-IL' })
    const family = await phone.newPage()
    await family.goto(leviLink)
    await expect(family.getByRole('heading', { level: 1, name: /^בקשת מקומות לימים נוראים/ })).toBeVisible()
    // Only the family's own first names: no last names, no phones, nobody else.
    await expect(family.getByText('אהרן')).toHaveCount(0)
    await expect(family.getByRole('combobox', { name: 'האזור של רחל' })).toHaveValue(/\d+/)
    await family.getByRole('combobox', { name: 'האזור של יצחק' }).selectOption({ label: 'לא מגיע/ה' })
    await family.getByText('קרוב לארון הקודש').click()
    await expectFitsPhone(family, 'the seat request page')
    await screenshotFourWays(family, 'season-request-page', async () => {
      await expect(family.getByRole('button', { name: 'שליחת הבקשה' })).toBeVisible()
    })
    await expectAccessibleEverywhere(family, 'the seat request page', async () => {
      await expect(family.getByRole('button', { name: 'שליחת הבקשה' })).toBeVisible()
    })
    await family.getByRole('button', { name: 'שליחת הבקשה' }).click()
    await expect(family.getByText(/הבקשה נשמרה ב-/)).toBeVisible()
    expect(await lastSms(levi)).toMatch(/בקשתכם לימים נוראים .* התקבלה \(2 מקומות\)/)
    await phone.close()

    // The Cohens have not answered: the warden finds them and reminds them, with a fresh link.
    await page.reload()
    await page.getByRole('combobox', { name: 'אילו משפחות להציג' }).selectOption('unanswered')
    const answers = page.locator('.season-table tbody tr')
    await expect(answers).toHaveCount(1)
    await expect(answers).toContainText('משפחת כהן')
    await page.getByRole('button', { name: 'תזכורת למי שלא ענו' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'שליחת תזכורת' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'נשלח קישור אחד' })).toBeVisible()
    await closeToasts(page)
    const cohenLink = linkPath(await lastSms(cohen))
    expect(cohenLink).not.toBe(cohenFirstLink)
    expect((await request.get(`/api${cohenFirstLink.replace('/s/', '/season-requests/')}`)).status()).toBe(
      404,
    )

    // The Cohens answer by the reminder's link, both coming, one of them in a wheelchair.
    const answer = await request.put(`/api${cohenLink.replace('/s/', '/season-requests/')}`, {
      data: {
        attending: [
          { personId: aharon.id, areaId: null },
          { personId: sarah.id, areaId: null },
        ],
        sameAsLast: false,
        accessible: true,
      },
    })
    expect(answer.status()).toBe(200)
  })

  test('the automatic assignment seats the families, and each is told its seats by SMS', async () => {
    // The warden sees the answers, runs the assignment, and checks it on the season's map.
    await page.reload()
    await expect(page.getByText('ענו 2 מתוך 2 משפחות')).toBeVisible()
    await page.getByRole('button', { name: 'שיבוץ אוטומטי' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'שובצו 2 משפחות ב-4 מקומות' })).toBeVisible()
    await closeToasts(page)
    await screenshotFourWays(page, 'season-page', async () => {
      await expect(page.getByText('ענו 2 מתוך 2 משפחות')).toBeVisible()
    })
    await expectAccessibleEverywhere(page, 'the season page', async () => {
      // Nothing hovered: a tooltip fading in is no part of the page.
      await page.mouse.move(1, 300)
      await expect(page.locator('.bp6-tooltip')).toHaveCount(0)
      await expect(page.getByText('ענו 2 מתוך 2 משפחות')).toBeVisible()
    })

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.getByRole('button', { name: 'הודעה למשפחות על המקומות' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'נשלחו הודעות ל-2 משפחות' })).toBeVisible()
    const seats = await lastSms(levi)
    expect(seats).toMatch(
      /המקומות שלכם לימים נוראים .*: עזרת גברים: שורה [א-ת]+, מושב \d+; עזרת נשים: שורה [א-ת]+, מושב \d+/,
    )
  })

  test('prices per area and for one seat, and a payment in cash, leave what each family owes', async () => {
    // Prices per area, and the Levis pay part in cash: the owing list shows what is left.
    await page.getByLabel('מחיר למושב בעזרת גברים (₪)').fill('180')
    await page.getByLabel('מחיר למושב בעזרת נשים (₪)').fill('120')
    await page.getByRole('button', { name: 'שמירת המחירים' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'המחירים נשמרו' })).toBeVisible()
    await page.getByRole('button', { name: 'רישום תשלום: משפחת לוי' }).click()
    const pay = page.getByRole('dialog', { name: 'רישום תשלום — משפחת לוי' })
    await expect(pay.getByText('יתרה לתשלום: ₪300')).toBeVisible()
    await pay.getByLabel('סכום (₪)').fill('200')
    await pay.getByText('מזומן').click()
    await pay.getByRole('button', { name: 'רישום' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'התשלום נרשם' })).toBeVisible()
    await page.getByText('רק מי שחייב').click()
    const owing = page.getByRole('table', { name: 'המשפחות והתשלומים שלהן' })
    await expect(owing.getByRole('row', { name: /משפחת לוי/ })).toContainText('₪100')
    await closeToasts(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectFitsPhone(page, 'the season page with its payments')
    await page.setViewportSize({ width: 1440, height: 900 })

    // The front seat costs more: a price of its own, named as printed.
    await page.getByRole('button', { name: 'הוספת מחיר למקום' }).click()
    const seatPrice = page.getByRole('dialog', { name: 'הוספת מחיר למקום' })
    await seatPrice.getByLabel('שורה').fill('ה')
    await seatPrice.getByLabel('מושב').fill('1')
    await expect(seatPrice.getByText('עזרת נשים: מחיר האזור ₪120')).toBeVisible()
    await seatPrice.getByLabel('מחיר (₪)').fill('250')
    await expectAccessibleEverywhere(page, 'the seat price dialog', async () => {
      await expect(seatPrice.getByText('עזרת נשים: מחיר האזור ₪120')).toBeVisible()
    })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.emulateMedia({ colorScheme: 'light' })
    await seatPrice.getByRole('button', { name: 'הוספה' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'המחיר למקום נשמר' })).toBeVisible()
    const ownPrices = page.getByRole('list', { name: 'המקומות במחיר משלהם' })
    await expect(ownPrices.getByRole('listitem')).toHaveText(
      /^עזרת נשים\s*שורה ה, מושב 1\s*₪250\s*במקום ₪120/,
    )
    await closeToasts(page)
    await screenshotFourWays(page, 'season-payments', async () => {
      await page.getByRole('heading', { name: 'מחירים ותשלומים' }).scrollIntoViewIfNeeded()
      await expect(owing.getByRole('row', { name: /משפחת לוי/ })).toBeVisible()
    })
  })

  test('on paper: the families and their seats as a file, and a name card for every seat', async () => {
    // On paper: the households with their seats as a file, and a name card for every seat on A4 sheets.
    const csvFile = page.waitForEvent('download')
    await page.getByRole('button', { name: 'ייצוא המשפחות והמקומות בקובץ CSV' }).click()
    const csv = readFileSync((await (await csvFile).path())!, 'utf8').split('\r\n')
    expect(csv[0]).toContain('משפחה,טלפון,אימייל,מקומות,מי יושב איפה')
    expect(csv.find((l) => l.startsWith('משפחת לוי,'))).toMatch(
      /,2,"?משה לוי: עזרת גברים, שורה [א-ת]+ מושב \d+; רחל לוי: עזרת נשים, שורה [א-ת]+ מושב \d+"?$/,
    )
    const excelFile = page.waitForEvent('download')
    await page.getByRole('button', { name: 'ייצוא המשפחות והמקומות בקובץ אקסל' }).click()
    expect((await excelFile).suggestedFilename()).toMatch(/^משפחות ומקומות - ימים נוראים .+\.xlsx$/)

    await page.getByRole('button', { name: 'כרטיסי מקום' }).click()
    await expect(page.getByRole('status')).toHaveText(/^4 כרטיסים · דף A4 אחד/)
    await screenshotFourWays(page, 'season-seat-cards', async () => {
      await expect(page.locator('.sc-card')).toHaveCount(4)
    })
    const sheets = await printedPdfPages(page)
    expect(sheets).toHaveLength(1)
    // A4 portrait in PDF points.
    expect([Math.round(sheets[0]!.width), Math.round(sheets[0]!.height)]).toEqual([595, 842])
    // A PDF reader may give a card's words in either order: each name is looked for word by word.
    for (const name of ['משה', 'רחל', 'אהרן', 'שרה', 'לוי', 'כהן', 'נשים'])
      expect(pdfContains(sheets[0]!.text, name), name).toBe(true)
    expect(pdfContains(sheets[0]!.text, 'יצחק')).toBe(false)
    await page.goBack()
  })

  test("the season's map has the families in their blocks, and the weekly map keeps its regular seats", async () => {
    await page.getByRole('button', { name: 'מפת העונה' }).click()
    await expect(page).toHaveURL(/\/map\/\d+$/)
    const seated = page.locator('[id^="me-cell-"]')
    await expect(seated.filter({ hasText: 'משה לוי' })).toHaveCount(1)
    await expect(seated.filter({ hasText: 'רחל לוי' })).toHaveCount(1)
    await expect(seated.filter({ hasText: 'יצחק לוי' })).toHaveCount(0)
    // The Cohens asked for an accessible place: the marked seat is in their block.
    await expect(cell(page, 6, 1)).toContainText('כהן')

    // The weekly map keeps its regular seats, untouched by the season.
    await page.goto(`/map/${weekly.id}`)
    await expect(cell(page, 2, 2)).toContainText('משה לוי')
    await expect(page.locator('[id^="me-cell-"]').filter({ hasText: 'רחל לוי' })).toHaveCount(0)
    // The link, the answer's confirmation, the seats: three texts, none twice.
    expect(await smsTo(levi)).toHaveLength(3)
  })
})
