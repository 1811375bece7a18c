import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginViaUi, newAccount, registerViaApi } from '../support/accounts.js'
import { expectNotCovering, HELD_PHONE, saveScreenshot } from '../support/screens.js'
import { api, apiToken, type Person } from '../support/api.js'
import { phoneReport, uniquePhone } from '../support/phone-line.js'
import { saveMapDialog } from '../support/maps.js'

/** The phone line's number in the e2e system: the dev placeholder (infra/dev/env.ts DEV_PHONE_LINE). */
const PHONE_LINE = { display: '03-555-0100', digits: '035550100' }

const tourCard = (page: Page) => page.locator('.tour-card')
const cell = (page: Page, row: number, col: number) => page.locator(`#me-cell-${row}-${col}`)
const personRow = (page: Page, name: string) => page.locator('.me-person', { hasText: name })
const createMapButton = (page: Page) => page.getByRole('button', { name: 'יצירת מפה', exact: true })

async function expectStep(page: Page, title: string, stepNumber: number): Promise<void> {
  await expect(tourCard(page).getByRole('heading', { name: title })).toBeVisible()
  await expect(tourCard(page)).toContainText(`שלב ${stepNumber} מתוך 5`)
}

/** A screenshot of a step with motion reduced, so the aisles loop holds still for the camera. */
async function stepScreenshot(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await saveScreenshot(page, name)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
}

/** A step's screenshot in the light scheme and the dark, back to light after. */
async function stepInBothSchemes(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme)
    await stepScreenshot(page, `${name}-${scheme}`)
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light')
}

/** The step's card leaves clear what the step asks the user to use; motion reduced, as the aisles loop never ends. */
async function expectCardClearOf(page: Page, covered: Record<string, Locator>): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expectNotCovering(tourCard(page), covered)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
}

/** The map's first two rows, where the ark and the bimah go, corner to corner. */
const topRows = (page: Page, cols: number): Record<string, Locator> => ({
  'the first row’s first seat': cell(page, 1, 1),
  'the first row’s last seat': cell(page, 1, cols),
  'the second row’s first seat': cell(page, 2, 1),
  'the second row’s last seat': cell(page, 2, cols),
})

/** The menu the user opened from the map's toolbar (or a phone's tools button). */
const openMenu = (page: Page) => page.locator('.bp6-portal .bp6-menu').first()

async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox()
  const b = await to.boundingBox()
  if (!a || !b) throw new Error('not on screen')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 2 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

test.describe('the guided tour', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a new user is walked from creating a map to their own phone report, then the tour is over for good', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const phone = uniquePhone()
    const account = await registerViaApi(request, newAccount(), { newUser: true, phone })
    const token = await apiToken(request, account)
    // No map yet: the tour waits two seconds after the map route opens, then points at "create a map".
    // Timed from before signing in (which opens the map route), so a slow machine only makes it look longer.
    const opening = Date.now()
    await loginViaUi(page, account.email, account.password)
    await expect(page.getByText('עדיין אין מפות')).toBeVisible()
    await expect(tourCard(page)).toHaveCount(0)
    await expectStep(page, 'יצירת מפה', 1)
    const waited = Date.now() - opening
    expect(waited, `the tour appeared ${waited} ms after signing in`).toBeGreaterThanOrEqual(2_000)
    await expect(tourCard(page)).toContainText('ברוכים הבאים למקום פנוי!')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectCardClearOf(page, { 'the create-map button': createMapButton(page) })
    await stepScreenshot(page, 'tour-1-create-map')

    await createMapButton(page).click()
    const dialog = page.getByRole('dialog', { name: /מפה/ })
    const mapId = await saveMapDialog(page, dialog, { name: 'אולם ראשי', rows: 6, cols: 8 })

    // A map exists: the aisles step, with its own little animation, beside the aisles tool.
    await expectStep(page, 'בניית המעברים', 2)
    await expect(tourCard(page).getByRole('img', { name: /מעבר/ })).toBeVisible()
    // The worshippers panel is wider while the tour is on.
    const panel = page.locator('.me-worshippers')
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(450)
    const column = page.locator('.me-header--col[data-col="4"]')
    await expectCardClearOf(page, {
      'the aisles tool': page.getByRole('button', { name: 'מעברים' }),
      'the column numbers': column,
    })
    await stepScreenshot(page, 'tour-2-aisles')
    await page.getByRole('button', { name: 'מעברים' }).click()
    await column.click()
    await expect(cell(page, 1, 4)).toHaveClass(/me-cell--aisle/)

    // An aisle was marked: on to the worshippers.
    await expectStep(page, 'העלאת המתפללים', 3)
    await expectCardClearOf(page, { 'the worshippers list': panel, ...topRows(page, 8) })
    await stepInBothSchemes(page, 'tour-3-worshippers')
    // The toolbar's element menu opens clear of the card, and its items take a plain click (seen in dark:
    // the theme is set before the menu opens, as a warden's is).
    await page.emulateMedia({ colorScheme: 'dark' })
    const elementMenu = page.getByRole('button', { name: 'אלמנט', exact: true })
    await elementMenu.click()
    await expectCardClearOf(page, { 'the element menu': openMenu(page) })
    await stepScreenshot(page, 'tour-3-element-menu-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    // A menu the page closed meanwhile (the toolbar settling after the step) is opened again: the point is
    // that nothing covers its items, which take a plain click.
    const ark = openMenu(page).getByRole('menuitem', { name: 'ארון קודש' })
    await expect(async () => {
      if (!(await ark.isVisible())) await elementMenu.click()
      await ark.click({ timeout: 3000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'ארון קודש' })).toBeVisible()
    await page.getByRole('button', { name: 'הושבה', exact: true }).click()
    // The warden adds themselves (another screen would do it the same way): the tour follows the list.
    await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'יוסף', lastName: 'הגבאי', phone },
      { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    ])
    await expectStep(page, 'הושבת המתפללים', 4)
    await expect(personRow(page, 'יוסף הגבאי')).toBeVisible()
    await expectCardClearOf(page, {
      'the worshipper to seat': personRow(page, 'יוסף הגבאי'),
      'the seat to drag to': cell(page, 2, 2),
      ...topRows(page, 8),
    })
    await stepScreenshot(page, 'tour-4-drag')
    await drag(page, personRow(page, 'יוסף הגבאי'), cell(page, 2, 2))

    // Seated: the call step shows the configured number, with a link a phone dials.
    await expectStep(page, 'דיווח בטלפון', 5)
    await expect(tourCard(page)).toContainText(PHONE_LINE.display)
    await expect(tourCard(page).getByRole('link', { name: new RegExp(PHONE_LINE.display) })).toHaveAttribute(
      'href',
      `tel:${PHONE_LINE.digits}`,
    )
    // The seat frees up before the user's eyes: the card leaves the whole map in view, its top rows too.
    await expectCardClearOf(page, {
      'the date': page.locator('[data-tour="date-tools"]'),
      ...topRows(page, 8),
    })
    await stepInBothSchemes(page, 'tour-5-call')

    // The user calls and reports: confetti, then within about five seconds the end dialog.
    const refused: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
    })
    const done = await phoneReport(request, phone)
    expect(done.say.join(' ')).toContain('הדיווח נרשם בהצלחה')
    const confetti = page.locator('body > canvas')
    await expect(confetti).toHaveCount(1, { timeout: 10_000 })
    const celebrated = Date.now()
    // The confetti is really drawn (a canvas handed to a worker the CSP refused stays empty).
    await expect
      .poll(() =>
        confetti.evaluate((canvas: HTMLCanvasElement) => {
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data
          return pixels ? pixels.some((value, i) => i % 4 === 3 && value > 0) : false
        }),
      )
      .toBe(true)
    expect(refused).toEqual([])
    const end = page.getByRole('dialog', { name: 'כל הכבוד! המקום שלכם התפנה' })
    await expect(end).toBeVisible({ timeout: 8_000 })
    const endAfter = Date.now() - celebrated
    expect(endAfter, `the end dialog opened ${endAfter} ms after the confetti`).toBeLessThan(6_500)
    await expect(end).toContainText('ביום שישי')
    await expect(tourCard(page)).toHaveCount(0)
    await saveScreenshot(page, 'tour-6-end')
    await end.getByRole('button', { name: 'סיום' }).click()

    // Not new any more, on the server too: a reload brings no tour.
    const me = await api<{ isNew: boolean }>(request, token, 'GET', '/users/me')
    expect(me.isNew).toBe(false)
    await page.goto(`/map/${mapId}`)
    await expect(cell(page, 1, 1)).toBeVisible()
    await page.waitForTimeout(3_000)
    await expect(tourCard(page)).toHaveCount(0)
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(252)
  })

  test('skip rules: the user’s phone among the worshippers starts at dragging; seated, at the call', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone()
    const account = await registerViaApi(request, newAccount(), { newUser: true, phone })
    const token = await apiToken(request, account)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'יוסף', lastName: 'הגבאי', phone },
    ])
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 4,
      cols: 6,
      cells: [],
    })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    await expectStep(page, 'הושבת המתפללים', 4)

    const seated = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'עזרת נשים',
      rows: 3,
      cols: 4,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: created[0]!.id }] }],
    })
    await page.goto(`/map/${seated.id}`)
    await expectStep(page, 'דיווח בטלפון', 5)
    await expect(tourCard(page)).toContainText(PHONE_LINE.display)
  })

  test('the card follows a colour scheme switched while it is open', async ({ page, request }) => {
    const account = await registerViaApi(request, newAccount(), { newUser: true })
    await page.emulateMedia({ colorScheme: 'dark' })
    await loginViaUi(page, account.email, account.password)
    await expectStep(page, 'יצירת מפה', 1)
    const background = () =>
      page
        .locator('.tour-popover .bp6-popover-content')
        .evaluate((el) => getComputedStyle(el).backgroundColor)
    const dark = await background()

    await page.getByRole('button', { name: 'מעבר לתצוגה בהירה' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light')
    // A light page with a dark card left its muted text unreadable (1.6:1).
    await expect.poll(background, { timeout: 2_000 }).not.toBe(dark)
    await expect(page.locator('.tour-popover')).not.toHaveClass(/bp6-dark/)
  })

  test('a user who is not new never sees the tour', async ({ page, request }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 4,
      cols: 6,
      cells: [],
    })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    await expect(cell(page, 1, 1)).toBeVisible()
    await page.waitForTimeout(3_500)
    await expect(tourCard(page)).toHaveCount(0)
    await expect
      .poll(async () => Math.round((await page.locator('.me-worshippers').boundingBox())?.width ?? 0))
      .toBe(252)
  })
})

test.describe('the guided tour on a phone', () => {
  test.use(HELD_PHONE)

  test('each step’s card is a sheet away from what the step asks for, and clear of an opened menu', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const phone = uniquePhone()
    const account = await registerViaApi(request, newAccount(), { newUser: true, phone })
    const token = await apiToken(request, account)
    await page.emulateMedia({ colorScheme: 'dark' })
    await loginViaUi(page, account.email, account.password)
    await expectStep(page, 'יצירת מפה', 1)
    await expectCardClearOf(page, { 'the create-map button': createMapButton(page) })
    await stepScreenshot(page, 'tour-phone-1-create-map-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 6,
      cols: 6,
      cells: [],
    })
    await page.goto(`/map/${map.id}`)
    await expectStep(page, 'בניית המעברים', 2)
    const tools = page.getByRole('button', { name: 'כלים ופעולות' })
    await expectCardClearOf(page, { 'the tools button': tools })
    await stepScreenshot(page, 'tour-phone-2-aisles')
    await tools.tap()
    await expectCardClearOf(page, { 'the tools menu': openMenu(page) })
    await stepScreenshot(page, 'tour-phone-2-tools-menu')
    await openMenu(page).getByRole('menuitem', { name: 'מעברים' }).tap()
    // The menu gives the focus back to its button as it closes: the grid takes it only after that.
    await expect(openMenu(page)).toHaveCount(0)
    // The phone opens the map readable at its top, under the tour's card and the zoom buttons: the whole hall
    // ('0') shows row 1's column numbers clear of both.
    const whole = page.getByRole('button', { name: 'כל האולם' })
    await expect(async () => {
      if ((await whole.getAttribute('aria-pressed')) !== 'true') {
        await page.getByRole('grid').focus()
        await page.keyboard.press('0')
      }
      await expect(whole).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await page.locator('.me-header--col[data-col="3"]').tap()
    await expect(cell(page, 1, 3)).toHaveClass(/me-cell--aisle/)

    await expectStep(page, 'העלאת המתפללים', 3)
    await expectCardClearOf(page, { 'the worshippers list': page.locator('.me-worshippers') })
    await stepInBothSchemes(page, 'tour-phone-3-worshippers')
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'יוסף', lastName: 'הגבאי', phone },
    ])
    await expectStep(page, 'הושבת המתפללים', 4)
    await expectCardClearOf(page, { 'the worshippers list': page.locator('.me-worshippers') })

    // Seated (on a second map): the call step leaves the map in view.
    const seated = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'עזרת נשים',
      rows: 3,
      cols: 4,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: created[0]!.id }] }],
    })
    await page.goto(`/map/${seated.id}`)
    await expectStep(page, 'דיווח בטלפון', 5)
    await expectCardClearOf(page, { 'the first row': cell(page, 1, 1) })
    await stepInBothSchemes(page, 'tour-phone-5-call')
  })
})
