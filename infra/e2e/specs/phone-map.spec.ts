import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person, type MapCell } from '../support/api.js'
import { phoneReport, phoneShabbat, uniquePhone } from '../support/phone-line.js'
import { closeToasts, expectFitsPhone, HELD_PHONE, PHONE_SCREEN, saveScreenshot } from '../support/screens.js'

/** Two fingers on the map, moved apart (or together) by `spread` pixels each, as a touch screen sends them. */
async function pinch(page: Page, spread: number) {
  const box = (await page.getByRole('grid').boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  const points = (d: number) => [
    { x: x - 40 - d, y, id: 1 },
    { x: x + 40 + d, y, id: 2 },
  ]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) })
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points((spread * step) / 8),
    })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** A finger on a cell of the map, wherever zoom and pan have put it (cells of 72 x 56 beside 40 px row headers). */
async function tapCell(page: Page, cols: number, row: number, col: number) {
  const box = (await page.locator('.me-board').boundingBox())!
  const scale = box.width / (80 + cols * 72)
  await page.touchscreen.tap(
    box.x + (40 + (cols - col) * 72 + 36) * scale,
    box.y + (28 + (row - 1) * 56 + 28) * scale,
  )
}

const zoomFigure = async (page: Page) =>
  Number((await page.locator('.me-zoom__value').innerText()).replace(/\D/g, ''))

test.describe('the map on a phone', () => {
  test.use(HELD_PHONE)

  test('the map takes the whole width; a tap picks a worshipper and a tap on a seat seats them; two fingers zoom', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'שרה', lastName: 'כהן', phone: uniquePhone() },
      { firstName: 'יעקב', lastName: 'לוי', phone: uniquePhone() },
      { firstName: 'משה', lastName: 'פרידמן', phone: uniquePhone() },
    ])
    const yaakov = created.find((p) => p.firstName === 'יעקב')!
    const sarah = created.find((p) => p.firstName === 'שרה')!
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 8,
      cols: 12,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: yaakov.id }] }],
    })

    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    await expectFitsPhone(page, '/map')
    // The map has the whole width; the worshippers wait in a closed sheet along the bottom.
    expect((await grid.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE_SCREEN.width - 2)
    const list = page.getByRole('complementary', { name: 'מתפללים' })
    await expect(list.getByText('משה פרידמן')).toBeHidden()
    await expect(page.getByText('1 מתוך 96 מושבים תפוסים')).toBeVisible()
    await saveScreenshot(page, 'phone-map-light')

    // The toolbar's tools fold into one menu.
    await page.getByRole('button', { name: 'כלים ופעולות' }).tap()
    await expect(page.getByRole('menuitem', { name: 'מעברים' })).toBeVisible()
    await page.keyboard.press('Escape')

    // A thumb opens the sheet and taps Sarah: she is picked and the sheet gets out of the way.
    await page.getByRole('button', { name: 'הצגת רשימת המתפללים' }).tap()
    await expect(list.getByText('משה פרידמן')).toBeVisible()
    await saveScreenshot(page, 'phone-map-worshippers-light')
    await list.getByText('שרה כהן').tap()
    await expect(page.getByText('בחרו מושב עבור שרה כהן')).toBeVisible()
    await expect(list.getByText('משה פרידמן')).toBeHidden()

    // Tapping an aisle-free seat seats her; the map and the service agree, and it outlives a reload.
    await tapCell(page, 12, 3, 5)
    await expect(page.getByText('נקבע מקום לשרה כהן: שורה ג, מושב 5')).toBeVisible()
    await expect(page.getByText('בחרו מושב עבור שרה כהן')).toBeHidden()
    await expect(page.getByText('2 מתוך 96 מושבים תפוסים')).toBeVisible()
    await expect(page.getByRole('gridcell')).toHaveAccessibleName('שורה ג, מושב 5: שרה כהן')
    await expect
      .poll(async () => {
        const saved = await api<{ cells: MapCell[] }>(request, token, 'GET', `/maps/${map.id}`)
        return saved.cells.find((c) => c.row === 3 && c.col === 5)?.people.map((p) => p.id) ?? []
      })
      .toEqual([sarah.id])

    // A tap on a seat opens its card as a sheet along the bottom, which stays open (the map opens at its first
    // row, under where the toast shows: the warden closes the toast first).
    await closeToasts(page, 'tap')
    await tapCell(page, 12, 1, 1)
    const card = page.getByRole('dialog', { name: /שורה א, מושב/ })
    await expect(card).toBeVisible()
    await page.waitForTimeout(400)
    await expect(card).toBeVisible()
    const cardBox = (await card.boundingBox())!
    expect(cardBox.width).toBeGreaterThan(PHONE_SCREEN.width - 40)
    expect(cardBox.y + cardBox.height).toBeGreaterThan(PHONE_SCREEN.height - 40)
    await expect(card.getByText('יעקב לוי')).toBeVisible()
    await saveScreenshot(page, 'phone-seat-card-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await saveScreenshot(page, 'phone-seat-card-dark')
    await card.getByRole('button', { name: 'סגירה' }).tap()
    await expect(card).toBeHidden()
    await saveScreenshot(page, 'phone-map-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // Two fingers apart zoom in, together zoom out.
    const before = await zoomFigure(page)
    await pinch(page, 60)
    await expect.poll(() => zoomFigure(page)).toBeGreaterThan(before)
    const zoomed = await zoomFigure(page)
    await pinch(page, -30)
    await expect.poll(() => zoomFigure(page)).toBeLessThan(zoomed)
    await expectFitsPhone(page, '/map after zooming')

    await page.reload()
    await expect(page.getByText('2 מתוך 96 מושבים תפוסים')).toBeVisible()
  })

  test('the Friday view: the date’s free seats with whose they are and who reported, live, readable on a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const [travellerPhone, secondPhone] = [uniquePhone(), uniquePhone()]
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'אליהו', lastName: 'הנוסע', phone: travellerPhone },
      { firstName: 'רחל', lastName: 'לוי', phone: secondPhone, gender: 'female' },
      { firstName: 'משה', lastName: 'נשאר', phone: uniquePhone() },
    ])
    const id = (first: string) => created.find((p) => p.firstName === first)!.id
    await api(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 4,
      cols: 8,
      cells: [
        { row: 3, col: 5, kind: 'seat', people: [{ id: id('אליהו') }] },
        { row: 1, col: 2, kind: 'seat', people: [{ id: id('רחל') }] },
        { row: 2, col: 2, kind: 'seat', people: [{ id: id('משה') }] },
      ],
    })
    expect((await phoneReport(request, travellerPhone)).say.join(' ')).toContain('הדיווח נרשם בהצלחה')

    await loginViaUi(page, account.email, account.password)
    const date = phoneShabbat()
    await page.goto(`/free-seats${date ? `?date=${date}` : ''}`)
    await expect(page.getByText('מקום אחד התפנה', { exact: true })).toBeVisible()
    const hall = page.getByRole('region', { name: 'המקומות שהתפנו באולם ראשי' })
    await expect(hall.getByRole('listitem')).toHaveCount(1)
    await expect(hall.getByRole('listitem')).toContainText('שורה ג, מושב 5')
    await expect(hall.getByRole('listitem')).toContainText('אליהו הנוסע')
    const reporters = page.getByRole('region', { name: 'מי דיווח' })
    await expect(reporters.getByRole('listitem').filter({ hasText: 'אליהו הנוסע' })).toContainText('טלפון')
    await expectFitsPhone(page, '/free-seats')

    // Another worshipper calls while the warden looks: the count and the lists follow at once.
    await phoneReport(request, secondPhone)
    // She is recorded as a woman: the toast speaks of her in the feminine.
    await expect(page.locator('.seats-toaster').getByText(/^רחל לוי הוסיפה דיווח ל/)).toBeVisible()
    await expect(page.getByText('2 מקומות התפנו', { exact: true })).toBeVisible()
    await expect(hall.getByRole('listitem').first()).toContainText('שורה א, מושב 2')
    await expect(reporters.getByRole('listitem')).toHaveCount(2)

    // A map made, then deleted, in another tab: the view follows that map alone.
    const gallery = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'עזרת נשים',
      rows: 2,
      cols: 4,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: id('אליהו') }] }],
    })
    await expect(page.getByText('3 מקומות התפנו', { exact: true })).toBeVisible()
    const galleryCard = page.getByRole('region', { name: 'המקומות שהתפנו בעזרת נשים' })
    await expect(galleryCard.getByRole('listitem')).toContainText('שורה א, מושב 1')
    await api(request, token, 'DELETE', `/maps/${gallery.id}`)
    await expect(galleryCard).toHaveCount(0)
    await expect(page.getByText('2 מקומות התפנו', { exact: true })).toBeVisible()
    await page.waitForTimeout(3500) // the report's toast fades before the screenshots
    await saveScreenshot(page, 'phone-free-seats-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await saveScreenshot(page, 'phone-free-seats-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // The map icon opens that map on the same date.
    await hall.getByRole('link', { name: 'פתיחת המפה אולם ראשי' }).tap()
    await expect(page).toHaveURL(/\/map\/\d+/)
    await expect(page.getByText('2 מקומות התפנו', { exact: true })).toBeVisible()
  })
})

test.describe('the map on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true })

  test('a finger on a seat opens its card along the bottom, and it stays open', async ({ page, request }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'יעקב', lastName: 'לוי', phone: uniquePhone() },
    ])
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'עזרת נשים',
      rows: 5,
      cols: 8,
      cells: [{ row: 2, col: 3, kind: 'seat', people: [{ id: created[0]!.id }] }],
    })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    await expect(page.getByRole('grid')).toBeVisible()
    // The worshippers stay beside the map at this width.
    await expect(page.getByRole('complementary', { name: 'מתפללים' }).getByText('יעקב לוי')).toBeVisible()
    await tapCell(page, 8, 2, 3)
    const card = page.getByRole('dialog', { name: 'שורה ב, מושב 3' })
    await expect(card).toBeVisible()
    // A popover closed itself 110-270 ms after a tap; the sheet does not.
    await page.waitForTimeout(600)
    await expect(card).toBeVisible()
    await expect(card.getByText('יעקב לוי')).toBeVisible()
    await saveScreenshot(page, 'tablet-seat-card-light')
  })

  test('after the browser scrolls the map to show a seat at its edge, a tap still opens that seat', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', { name: 'אולם', rows: 4, cols: 6 })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    // What a browser does to show an element in a clipped box (focus, find in page, an automated tap).
    await grid.evaluate((el) => {
      el.scrollLeft = -60
      el.scrollTop = 40
    })
    await expect.poll(() => grid.evaluate((el) => [el.scrollLeft, el.scrollTop])).toEqual([0, 0])
    await tapCell(page, 6, 1, 1)
    await expect(page.getByRole('dialog', { name: 'שורה א, מושב 1' })).toBeVisible()
  })
})
