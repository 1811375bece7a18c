import { expect, test } from '@playwright/test'
import { loginViaUi, newAccount, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type DateOption, type Person } from '../support/api.js'
import { expectAccessible, VARIANTS } from '../support/axe.js'
import { cell } from '../support/map-board.js'
import { saveScreenshot, screenshotFourWays } from '../support/screens.js'
import { joinTeam } from '../support/team.js'

test.describe('guests on the coming Shabbat', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the warden lends a freed seat to a guest and five seats to a party; another warden sees them live; the print and the Friday list show them; the owner coming after all is told', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const owner = await registerViaApi(request)
    const token = await apiToken(request, owner)
    const { created } = await api<{ created: Person[] }>(
      request,
      token,
      'POST',
      '/persons/many',
      [1, 2, 3, 4, 5, 6].map((i) => ({ firstName: `מתפלל${i}`, lastName: 'כהן', phone: `05211100${i}0` })),
    )
    const [traveller] = created
    // Row א: six held seats; row ב: eight empty ones; row ג: two held at its ends.
    const { id: mapId } = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'בית מדרש',
      rows: 3,
      cols: 8,
      cells: created.map((p, i) => ({ row: 1, col: i + 1, kind: 'seat', people: [{ id: p.id }] })),
    })
    const shabbat = await api<DateOption>(request, token, 'GET', '/reports/date')
    const report = await api<{ id: number }>(request, token, 'POST', '/reports', {
      personId: traveller!.id,
      date: shabbat.date,
      source: 'warden',
    })
    const warden = newAccount()
    await joinTeam(request, token, warden, 'warden')

    await loginViaUi(page, owner.email, owner.password)
    await page.goto(`/map/${mapId}`)
    await expect(page.locator('.sv-vacated')).toHaveCount(1)

    const wardenContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'he-IL',
    })
    const wardenPage = await wardenContext.newPage()
    await loginViaUi(wardenPage, warden.email, warden.password)
    await wardenPage.goto(`/map/${mapId}`)
    await expect(cell(wardenPage, 1, 1)).toBeVisible()

    // The freed seat's card lends it to a guest.
    await cell(page, 1, 1).click()
    await page.getByRole('button', { name: 'הושבת אורח' }).click()
    await expectAccessible(page, 'the seat card’s guest form', VARIANTS[0], '.me-popover')
    await page.getByLabel('שם האורח').fill('אהרן פרץ')
    await page.getByLabel(/אורח של/).fill('משפחת לוי')
    await page.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByTestId('seat-guest')).toContainText('אורח של משפחת לוי')
    await page.keyboard.press('Escape')
    const guestMark = (p: typeof page) => p.locator('.sg-guest', { hasText: 'אהרן פרץ' })
    await expect(guestMark(page)).toBeVisible()
    // The other warden's open map shows him at once.
    await expect(guestMark(wardenPage)).toBeVisible()

    // A party of five, asked for from a free seat's card: the empty row ב holds them together.
    await cell(page, 3, 8).click()
    await page.getByRole('button', { name: 'הושבת קבוצה' }).click()
    await page.getByLabel('שם הקבוצה').fill('אורחי החתן')
    await page.getByLabel('כמה מקומות').selectOption('5')
    await page.getByRole('button', { name: 'חיפוש מקומות' }).click()
    await expect(page.getByTestId('party-proposal')).toContainText('נמצאו 5 מקומות יחד: שורה ב')
    await expectAccessible(page, 'the party dialog', VARIANTS[0], '.sg-party')
    await screenshotFourWays(page, 'guests-party-dialog', () =>
      expect(page.getByTestId('party-proposal')).toContainText('נמצאו 5 מקומות יחד'),
    )
    await page.getByRole('button', { name: 'הושבת הקבוצה' }).click()
    await expect(page.locator('.sg-guest', { hasText: 'אורחי החתן' })).toHaveCount(5)
    await expect(wardenPage.locator('.sg-guest', { hasText: 'אורחי החתן' })).toHaveCount(5)
    await screenshotFourWays(page, 'guests-map', () => expect(guestMark(page)).toBeVisible())

    // The printed guest map: the guest's seat is his, the traveller's name is nowhere.
    await page.goto(`/map/${mapId}/print`)
    const sheet = page.locator('.pr-sheet').first()
    await expect(sheet.locator('.pr-cell[data-row="1"][data-col="1"]')).toHaveText(/אורח\s*אהרן פרץ/)
    await expect(sheet.locator('.pr-cell[data-state="guest"]')).toHaveCount(6)
    await expect(sheet).not.toContainText('מתפלל1')
    await expect(sheet.locator('.pr-sheet__legend')).toContainText('6 מקומות שמורים לאורחים')
    await saveScreenshot(page, 'guests-print-desktop-light')

    // The Friday list names the guests and where they sit.
    await page.goto('/free-seats')
    await expect(page.getByTestId('date-guest')).toHaveCount(6)
    await expect(page.getByTestId('date-guest').filter({ hasText: 'אהרן פרץ' })).toContainText(
      'שורה א, מושב 1',
    )

    // The traveller comes after all: the warden is told, and the guest's seat is marked, never silently shared.
    await wardenPage.bringToFront()
    await api(request, token, 'DELETE', `/reports/${report.id}`)
    await expect(
      wardenPage.locator('.bp6-toast').getByText(/מגיע בכל זאת: לאורח אהרן פרץ צריך מושב אחר/),
    ).toBeVisible()
    await expect(wardenPage.locator('.sg-guest--conflict')).toHaveCount(1)
    await saveScreenshot(wardenPage, 'guests-conflict-desktop-light')
    await wardenContext.close()
  })

  test('a viewer sees the guest and cannot lend a seat', async ({ page, request }) => {
    const owner = await registerViaApi(request)
    const token = await apiToken(request, owner)
    const { id: mapId } = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'עזרת נשים',
      rows: 2,
      cols: 4,
    })
    const shabbat = await api<DateOption>(request, token, 'GET', '/reports/date')
    await api(request, token, 'POST', '/guests', {
      mapId,
      row: 1,
      col: 2,
      date: shabbat.date,
      eventId: shabbat.eventId,
      name: 'רחל',
    })
    const viewer = newAccount()
    await joinTeam(request, token, viewer, 'viewer')
    await loginViaUi(page, viewer.email, viewer.password)
    await page.goto(`/map/${mapId}`)
    await expect(page.locator('.sg-guest', { hasText: 'רחל' })).toBeVisible()
    await cell(page, 1, 3).click()
    await expect(page.getByRole('dialog', { name: /שורה א/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'הושבת אורח' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'הושבת קבוצה' })).toHaveCount(0)
  })
})
