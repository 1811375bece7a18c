import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi, userMenu } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { phoneReport, phoneShabbat, uniquePhone } from '../support/phone-line.js'
import { screenshotFourWays } from '../support/screens.js'

/** The mark a warden sees with no signal: not connected, and the time of the last sync (HH:MM). */
const OFFLINE_MARK = /לא מחובר · מעודכן ל-\d{2}:\d{2}/

// The app's service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } })

/** The page's worker keeps this visit's code and data (the next visit may have no network). */
async function offlineReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '')
}

async function wardenWithTwoWorshippers(request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const phones = { eliyahu: uniquePhone(), david: uniquePhone() }
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אליהו', lastName: 'הנוסע', phone: phones.eliyahu },
    { firstName: 'דוד', lastName: 'לוי', phone: phones.david },
  ])
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 4,
    cols: 8,
    cells: created.map((person, i) => ({ row: 2, col: 3 + i, kind: 'seat', people: [{ id: person.id }] })),
  })
  return { account, token, phones, map }
}

test('with no network the map opens from the last sync, marked, and online again it shows a report made meanwhile', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const { account, phones, map } = await wardenWithTwoWorshippers(request)
  // David reports before the visit: his seat is free on the coming date.
  await phoneReport(request, phones.david)
  const date = phoneShabbat()
  const mapUrl = `/map/${map.id}${date ? `?date=${date}` : ''}`

  await loginViaUi(page, account.email, account.password)
  await page.goto(mapUrl)
  const vacated = page.locator('.sv-vacated')
  await expect(vacated).toHaveCount(1)
  await offlineReady(page)

  await context.setOffline(true)
  await page.reload()
  const mark = page.getByRole('status').filter({ hasText: OFFLINE_MARK })
  await expect(mark).toBeVisible()
  await expect(mark).toContainText('העריכה תחזור כשהחיבור יחזור')
  // The last synced map: its worshippers and the free seat of the coming date.
  await expect(page.getByRole('complementary', { name: 'מתפללים' }).getByText('אליהו הנוסע')).toBeVisible()
  await expect(vacated).toHaveCount(1)
  await expect(
    page
      .getByText('מקום אחד התפנה', { exact: true })
      .or(page.getByText('1 מקומות התפנו', { exact: true }))
      .first(),
  ).toBeVisible()
  await screenshotFourWays(page, 'map-offline', async () => {
    await expect(mark).toBeVisible()
  })

  // Eliyahu calls while the warden has no signal; the signal comes back and the map catches up by itself.
  await phoneReport(request, phones.eliyahu)
  await context.setOffline(false)
  await expect(vacated).toHaveCount(2)
  await expect(page.getByText('2 מקומות התפנו', { exact: true }).first()).toBeVisible()
  await expect(mark).toHaveCount(0)
})

test('after signing out, the next account on the same browser never sees the previous one’s kept map', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const first = await wardenWithTwoWorshippers(request)
  await loginViaUi(page, first.account.email, first.account.password)
  await page.goto(`/map/${first.map.id}`)
  await expect(page.getByRole('complementary', { name: 'מתפללים' }).getByText('אליהו הנוסע')).toBeVisible()
  await offlineReady(page)
  await userMenu(page).click()
  await page.getByRole('menuitem', { name: 'התנתקות' }).click()
  await expect(page).toHaveURL(/\/$/)

  const second = await registerViaApi(request)
  const secondToken = await apiToken(request, second)
  const own = await api<{ id: number }>(request, secondToken, 'POST', '/maps', {
    name: 'עזרת נשים',
    rows: 3,
    cols: 5,
    cells: [],
  })
  await loginViaUi(page, second.email, second.password)
  await page.goto(`/map/${own.id}`)
  await expect(
    page.getByRole('heading', { name: 'עזרת נשים' }).or(page.getByText('עזרת נשים')).first(),
  ).toBeVisible()

  await context.setOffline(true)
  // Their own map still opens from the last sync; the first account's map is nowhere.
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARK })).toBeVisible()
  await expect(page.getByText('עזרת נשים').first()).toBeVisible()
  await page.goto(`/map/${first.map.id}`)
  await expect(page.getByRole('status').filter({ hasText: /לא מחובר/ })).toBeVisible()
  await expect(page.getByText('אליהו הנוסע')).toHaveCount(0)
  await expect(page.getByText('אולם ראשי')).toHaveCount(0)
  await context.setOffline(false)
})
