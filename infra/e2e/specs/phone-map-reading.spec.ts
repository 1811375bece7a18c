import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { uniquePhone } from '../support/phone-line.js'
import { HELD_PHONE, saveScreenshot } from '../support/screens.js'

/**
 * A new warden's 12 x 20 hall: an aisle down column 14, the ark before row 1's middle, the bimah in the
 * middle, and six worshippers in the first two rows from column 1 (the right-hand end).
 */
async function wardenWithHall(request: APIRequestContext) {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אברהם', lastName: 'כהן', phone: uniquePhone() },
    { firstName: 'יצחק', lastName: 'לוי', phone: uniquePhone() },
    { firstName: 'יעקב', lastName: 'פרידמן', phone: uniquePhone() },
    { firstName: 'משה', lastName: 'אהרוני', phone: uniquePhone() },
    { firstName: 'אהרן', lastName: 'ברגר', phone: uniquePhone() },
    { firstName: 'דוד', lastName: 'מזרחי', phone: uniquePhone() },
  ])
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 12,
    cols: 20,
    cells: [
      ...created.map((p, i) => ({
        row: 1 + Math.floor(i / 3),
        col: 1 + (i % 3),
        kind: 'seat',
        people: [{ id: p.id }],
      })),
      ...Array.from({ length: 12 }, (_, i) => ({ row: i + 1, col: 14, kind: 'aisle', people: [] })),
    ],
  })
  for (const element of [
    { name: 'ארון הקודש', kind: 'ark', row: 1, col: 7, rowSpan: 1, colSpan: 4, color: '#b45309' },
    { name: 'בימה', kind: 'bimah', row: 6, col: 7, rowSpan: 2, colSpan: 4, color: '#0f766e' },
  ])
    await api(request, token, 'POST', '/elements', { mapId: map.id, ...element })
  return { account, mapId: map.id }
}

async function openHall(page: Page, request: APIRequestContext) {
  const { account, mapId } = await wardenWithHall(request)
  await loginViaUi(page, account.email, account.password)
  await page.goto(`/map/${mapId}`)
  await expect(page.getByRole('grid')).toBeVisible()
  await expect(page.getByText(/^6 מתוך \d+ מושבים תפוסים$/)).toBeVisible()
}

const zoomFigure = async (page: Page) =>
  Number((await page.locator('.me-zoom__value').innerText()).replace(/\D/g, ''))

const box = async (locator: Locator) => (await locator.boundingBox())!

/** True when `inner` lies wholly inside `outer` (1 px of rounding allowed). */
async function inside(inner: Locator, outer: Locator) {
  const [a, b] = [await box(inner), await box(outer)]
  return (
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y + a.height <= b.y + b.height + 1
  )
}

/** One finger drawn across the screen, as a touch screen sends it. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page)
  const at = (k: number) => [{ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 8) })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

async function inBothSchemes(page: Page, name: string) {
  await saveScreenshot(page, `${name}-light`)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
  await saveScreenshot(page, `${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light')
}

/** The seat numbers along the top and the row letters along both sides stay on the map's edges. */
async function expectHeadersOnEdges(page: Page, { rightLetters }: { rightLetters: boolean }) {
  const grid = await box(page.getByRole('grid'))
  const numbers = page.locator('.me-heads--cols')
  await expect.poll(async () => Math.round((await box(numbers)).y - grid.y)).toBe(0)
  const letters = page.locator(rightLetters ? '.me-heads--start' : '.me-heads--end')
  await expect
    .poll(async () => {
      const b = await box(letters)
      return Math.round(rightLetters ? grid.x + grid.width - (b.x + b.width) : b.x - grid.x)
    })
    .toBe(0)
  // On a solid ground, not see-through over the seats they pass.
  for (const strip of [numbers, letters])
    expect(await strip.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/)
}

test.describe('the map read on a phone', () => {
  test.use(HELD_PHONE)

  test('opens readable at row 1 from the right; "כל האולם" shows the whole hall and back', async ({
    page,
    request,
  }) => {
    await openHall(page, request)
    const grid = page.getByRole('grid')
    const board = page.locator('.me-board')
    // Readable, not the whole hall at a fifth of its size: the first row's names, from column 1.
    expect(await zoomFigure(page)).toBeGreaterThanOrEqual(80)
    for (const name of ['אברהם כהן', 'יצחק לוי', 'משה אהרוני']) {
      await expect(board.getByText(name)).toBeVisible()
      expect(await inside(board.getByText(name), grid), `${name} is on the screen`).toBe(true)
    }
    expect(await inside(page.locator('.me-header--col[data-col="1"]'), grid)).toBe(true)
    expect(await inside(page.locator('.me-heads--start .me-header--row[data-row="1"]'), grid)).toBe(true)
    await inBothSchemes(page, 'phone-map-readable')

    // One tap shows the whole hall, a second goes back to reading.
    const whole = page.getByRole('button', { name: 'כל האולם' })
    await expect(whole).toHaveAttribute('aria-pressed', 'false')
    await whole.tap()
    await expect(whole).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => zoomFigure(page)).toBeLessThan(30)
    expect(await inside(board, grid), 'the whole hall is on the screen').toBe(true)
    await inBothSchemes(page, 'phone-map-whole-hall')
    await whole.tap()
    await expect(whole).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => zoomFigure(page)).toBeGreaterThanOrEqual(80)
    expect(await inside(board.getByText('אברהם כהן'), grid)).toBe(true)
  })

  test('the seat numbers and row letters stay on the edges as the map moves', async ({ page, request }) => {
    await openHall(page, request)
    const board = page.locator('.me-board')
    // At rest they sit beside the seats, not over them.
    const numbers = await box(page.locator('.me-heads--cols'))
    expect(numbers.y + numbers.height).toBeLessThanOrEqual((await box(board.getByText('אברהם כהן'))).y)

    // A finger pulls the map up and to the right: row 1 and column 1 leave the screen, their headers stay.
    const grid = await box(page.getByRole('grid'))
    await swipe(page, { x: grid.x + 60, y: grid.y + 400 }, { x: grid.x + 300, y: grid.y + 100 })
    await expect(board.getByText('אברהם כהן')).not.toBeInViewport()
    await expectHeadersOnEdges(page, { rightLetters: true })
    await expect(page.locator('.me-heads--start .me-header--row[data-row="8"]')).toBeInViewport()
    await inBothSchemes(page, 'phone-map-sticky-headers')
  })

  test('the worshippers sheet opens from anywhere on its header and follows a swipe', async ({
    page,
    request,
  }) => {
    await openHall(page, request)
    const list = page.getByRole('complementary', { name: 'מתפללים' })
    const someone = list.getByText('דוד מזרחי')
    await expect(someone).toBeHidden()

    // A tap on the title (not on the small arrow) opens it.
    const title = await box(list.getByRole('heading', { name: 'מתפללים' }))
    await page.touchscreen.tap(title.x + title.width / 2, title.y + title.height / 2)
    await expect(someone).toBeVisible()
    const toggle = list.getByRole('button', { name: 'הסתרת רשימת המתפללים' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await inBothSchemes(page, 'phone-map-worshippers-open')

    // A swipe down on the header closes it, a swipe up opens it.
    let head = await box(list.getByRole('heading', { name: 'מתפללים' }))
    await swipe(page, { x: head.x + 20, y: head.y + 10 }, { x: head.x + 24, y: head.y + 160 })
    await expect(someone).toBeHidden()
    const opener = list.getByRole('button', { name: 'הצגת רשימת המתפללים' })
    await expect(opener).toHaveAttribute('aria-expanded', 'false')
    head = await box(list.getByRole('heading', { name: 'מתפללים' }))
    await swipe(page, { x: head.x + 20, y: head.y + 10 }, { x: head.x + 16, y: head.y - 200 })
    await expect(someone).toBeVisible()

    // From the keyboard the header's button still opens and closes it.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(someone).toBeHidden()
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(someone).toBeVisible()
  })

  test('no tooltip stays after a tap; the element submenu opens to the left, its caret pointing there', async ({
    page,
    request,
  }) => {
    await openHall(page, request)
    // The warden switches to the dark scheme with a tap: the button's tooltip does not stay over the count.
    await page.getByRole('button', { name: 'מעבר לתצוגה כהה' }).tap()
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    // A hover tooltip opens about 100 ms after the tap it came from: give it far longer.
    await page.waitForTimeout(600)
    await expect(page.locator('.bp6-tooltip')).toHaveCount(0)
    await expect(page.getByText(/^6 מתוך \d+ מושבים תפוסים$/)).toBeVisible()

    // A tap on a seat (row 1, column 1, wherever the view has put it) opens its card and nothing else.
    const board = await box(page.locator('.me-board'))
    const scale = board.width / (80 + 20 * 72)
    await page.touchscreen.tap(board.x + (40 + 19 * 72 + 36) * scale, board.y + (28 + 28) * scale)
    const card = page.getByRole('dialog', { name: /^שורה א, מושב/ })
    await expect(card).toBeVisible()
    await page.waitForTimeout(600)
    await expect(page.locator('.bp6-tooltip')).toHaveCount(0)
    await card.getByRole('button', { name: 'סגירה' }).tap()
    await expect(card).toBeHidden()

    // In the dark scheme the warden chose, then back in the light one.
    for (const scheme of ['dark', 'light'] as const) {
      if (scheme === 'light') {
        await page.keyboard.press('Escape')
        await page.keyboard.press('Escape')
        await expect(page.getByRole('menuitem', { name: 'אלמנט' })).toBeHidden()
        await page.getByRole('button', { name: 'מעבר לתצוגה בהירה' }).tap()
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light')
      }
      await page.getByRole('button', { name: 'כלים ופעולות' }).tap()
      const item = page.getByRole('menuitem', { name: 'אלמנט' })
      await item.tap()
      const ark = page.getByRole('menuitem', { name: 'ארון קודש' })
      await expect(ark).toBeVisible()
      const submenu = await box(page.locator('.bp6-menu').filter({ has: ark }).last())
      expect(submenu.x + submenu.width).toBeLessThanOrEqual((await box(item)).x + 4)
      const caret = item.locator('.bp6-submenu-icon')
      expect(await caret.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)).toBeLessThan(0)
      await saveScreenshot(page, `phone-map-element-menu-${scheme}`)
    }
  })
})

test.describe('the map read on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('zoomed in, the seat numbers and row letters stay on the edges; a mouse still gets tooltips', async ({
    page,
    request,
  }) => {
    await openHall(page, request)
    await saveScreenshot(page, 'map-opening-1440-light')
    const grid = await box(page.getByRole('grid'))
    await page.getByRole('button', { name: 'הגדלה' }).click()
    await page.getByRole('button', { name: 'הגדלה' }).click()
    await page.mouse.move(grid.x + grid.width / 2, grid.y + grid.height / 2)
    await page.mouse.wheel(0, 400)
    await expectHeadersOnEdges(page, { rightLetters: false })
    await saveScreenshot(page, 'map-sticky-headers-1440-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await saveScreenshot(page, 'map-sticky-headers-1440-dark')

    await page.getByRole('button', { name: 'מעבר לתצוגה בהירה' }).hover()
    await expect(page.locator('.bp6-tooltip').getByText('מעבר לתצוגה בהירה')).toBeVisible()

    // The toolbar's element menu drops down below its button, its items readable in both schemes.
    const element = page.getByRole('button', { name: 'אלמנט', exact: true })
    await element.click()
    const ark = page.getByRole('menuitem', { name: 'ארון קודש' })
    await expect(ark).toBeVisible()
    expect((await box(ark)).y).toBeGreaterThanOrEqual(
      (await box(element)).y + (await box(element)).height - 1,
    )
    await saveScreenshot(page, 'map-element-menu-1440-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light')
    // The switched scheme may close the open menu: open it again to see it light.
    if (!(await ark.isVisible())) await element.click()
    await expect(ark).toBeVisible()
    await saveScreenshot(page, 'map-element-menu-1440-light')
  })

  test('a hall readable whole opens whole, as before', async ({ page, request }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'עזרת נשים',
      rows: 6,
      cols: 10,
      cells: [],
    })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    const grid = page.getByRole('grid')
    await expect(grid).toBeVisible()
    expect(await inside(page.locator('.me-board'), grid)).toBe(true)
    await expect(page.getByRole('button', { name: 'כל האולם' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'התאמה למסך', exact: true })).toBeVisible()
  })
})
