import { expect, test, type WebSocketRoute } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { api, apiToken, type Person } from '../support/api.js'
import { restoreSystemClock, setSystemClock } from '../support/clock.js'
import { phoneReport, uniquePhone } from '../support/phone-line.js'
import { saveScreenshot, screenshotFourWays } from '../support/screens.js'

// A weekday, so the phone line and the lobby both mean the coming Shabbat whatever day the suite runs on
// (the serial project: the calendar is the whole system's).
const THURSDAY_MORNING = '2026-11-26T10:00:00+02:00'

test.describe('the lobby screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  test.afterEach(async () => {
    await restoreSystemClock()
  })

  test('a warden makes its link; the screen shows free seats with no names, follows phone reports live, outlives a dropped connection, and closes when revoked', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    await setSystemClock(THURSDAY_MORNING)
    const phones = { david: uniquePhone(), eliyahu: uniquePhone() }
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'דוד', lastName: 'המטייל', phone: phones.david },
      { firstName: 'אליהו', lastName: 'הנוסע', phone: phones.eliyahu },
      { firstName: 'משה', lastName: 'הקבוע', phone: uniquePhone() },
    ])
    const [david, eliyahu, moshe] = created as [Person, Person, Person]
    // Three rows of six: David and Eliyahu hold two seats of row א, Moshe one of row ב (he stays: taken),
    // the rest are nobody's (15 free).
    await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 3,
      cols: 6,
      cells: [
        { row: 1, col: 1, kind: 'seat', people: [{ id: david.id }] },
        { row: 1, col: 2, kind: 'seat', people: [{ id: eliyahu.id }] },
        { row: 2, col: 3, kind: 'seat', people: [{ id: moshe.id }] },
      ],
    })

    // The warden makes the link on /maps; it is shown once.
    await loginViaUi(page, account.email, account.password)
    await page.goto('/maps')
    await page.getByRole('button', { name: 'מסך כניסה למפה אולם ראשי' }).click()
    const dialog = page.getByRole('dialog', { name: /מסך כניסה/ })
    await expect(dialog.getByTestId('lobby-screen-state')).toContainText('אין עדיין קישור')
    await dialog.getByRole('button', { name: 'יצירת קישור' }).click()
    const field = dialog.getByLabel('הקישור למסך')
    await expect(field).toHaveValue(/\/lobby\/[A-Za-z0-9_-]{44}$/)
    const url = new URL(await field.inputValue())
    await screenshotFourWays(page, 'lobby-screen-dialog', async () => {
      await expect(field).toBeVisible()
    })
    await dialog.getByRole('button', { name: 'סגירה' }).click()
    await expect(dialog).toHaveCount(0)

    // The screen at the entrance: another browser, no account.
    const screenContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const lobby = await screenContext.newPage()
    let down = false
    const sockets: WebSocketRoute[] = []
    await lobby.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (down) return void ws.close()
      ws.connectToServer()
      sockets.push(ws)
    })
    await lobby.goto(url.pathname)
    const count = lobby.getByTestId('lobby-count')
    const seat = (col: number) => lobby.locator(`.lobby-seat[data-row="1"][data-col="${col}"]`)
    await expect(count).toHaveText('15 מקומות פנויים')
    await expect(lobby.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(seat(1)).toHaveClass(/lobby-seat--taken/)
    await expect(lobby.getByTestId('lobby')).not.toContainText('דוד')
    await expect(lobby.getByTestId('lobby')).not.toContainText('אליהו')
    await expect(lobby.getByTestId('lobby')).not.toContainText('הקבוע')

    // David calls: his seat turns free on the screen by itself.
    await phoneReport(request, phones.david)
    await expect(seat(1)).toHaveClass(/lobby-seat--free/)
    await expect(count).toHaveText('16 מקומות פנויים')
    await expect(lobby.getByTestId('lobby')).not.toContainText('דוד')

    // The network drops; Eliyahu calls meanwhile; the network comes back and the screen catches up.
    down = true
    await screenContext.setOffline(true)
    for (const ws of sockets.splice(0)) await ws.close()
    await expect(lobby.getByTestId('lobby-status')).toContainText('החיבור נותק')
    await expect(count).toHaveText('16 מקומות פנויים')
    await phoneReport(request, phones.eliyahu)
    down = false
    await screenContext.setOffline(false)
    await expect(seat(2)).toHaveClass(/lobby-seat--free/, { timeout: 30_000 })
    await expect(count).toHaveText('17 מקומות פנויים')
    await expect(lobby.getByTestId('lobby-status')).toContainText('עודכן')

    await screenshotFourWays(lobby, 'lobby-screen', async () => {
      await expect(count).toBeVisible()
    })
    await expectAccessibleEverywhere(lobby, '/lobby/:token', async (p) => {
      await expect(p.getByTestId('lobby-count')).toBeVisible()
    })

    // The warden revokes the link: the open screen says so, and the link opens nothing more.
    await page.getByRole('button', { name: 'מסך כניסה למפה אולם ראשי' }).click()
    await expect(dialog.getByTestId('lobby-screen-state')).toContainText('נוצר')
    await dialog.getByRole('button', { name: 'ביטול הקישור' }).click()
    await page
      .getByRole('dialog', { name: 'לבטל את הקישור למסך הכניסה?' })
      .getByRole('button', { name: 'ביטול הקישור' })
      .click()
    await expect(dialog.getByTestId('lobby-screen-state')).toContainText('אין עדיין קישור')
    await expect(lobby.getByTestId('lobby-closed')).toContainText('מסך הכניסה', { timeout: 15_000 })
    await saveScreenshot(lobby, 'lobby-screen-revoked')
    await screenContext.close()
  })
})
