import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { expectAccessible, VARIANTS } from '../support/axe.js'
import { expectFitsPhone, HELD_PHONE, saveScreenshot } from '../support/screens.js'
import { uniquePhone } from '../support/phone-line.js'

/** 60 characters: the longest kind of name a warden gives an event. */
const LONG_EVENT = 'הקפות שניות וסעודת שמחת תורה בבית הכנסת הגדול של שכונת רמות'

interface Offered {
  date: string
  eventId: number | null
  name: string
  hebrewDate: string
  kind: string
}

/** DD/MM/YY, as the selector shows a civil date. */
const civil = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(2, 4)}`
const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const selector = (page: Page) => page.getByRole('combobox', { name: 'תאריך' })
const openSelector = async (page: Page) => {
  await selector(page).click()
  await expect(page.getByRole('listbox')).toBeVisible()
}

/**
 * A warden with one worshipper in one seat and an event with a long name, the dates the service offers (on
 * the system's calendar, so any day works, Shabbat too), signed in.
 */
async function wardenWithDates(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אליהו', lastName: 'הנוסע', phone: uniquePhone() },
  ])
  const eliyahu = created[0]!
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 4,
    cols: 8,
    cells: [{ row: 2, col: 3, kind: 'seat', people: [{ id: eliyahu.id }] }],
  })
  const before = await api<Offered[]>(request, token, 'GET', '/reports/dates/list')
  const shabbatot = before.filter((o) => o.kind === 'shabbat')
  // The event is on the Friday before next week's Shabbat: always ahead, whatever today is.
  const event = await api<{ id: number; date: string }>(request, token, 'POST', '/events', {
    name: LONG_EVENT,
    date: addDays(shabbatot[1]!.date, -1),
    type: 'רגיל',
  })
  await loginViaUi(page, account.email, account.password)
  return { map, eliyahu, shabbatot, event }
}

test.describe('the dates a report can be for', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a Shabbat two weeks ahead is chosen, a seat is marked free for it, and it is free on that date only', async ({
    page,
    request,
  }) => {
    const { map, shabbatot } = await wardenWithDates(page, request)
    expect(shabbatot).toHaveLength(8)
    const twoAhead = shabbatot[2]!

    await page.goto('/reports')
    await openSelector(page)
    const options = page.getByRole('option')
    // Eight Shabbatot, each named as the phone line says it, with the Hebrew and the civil date.
    await expect(options.filter({ hasText: /^שבת / })).toHaveCount(8)
    await options.filter({ hasText: civil(twoAhead.date) }).click()
    await expect(page).toHaveURL(new RegExp(`date=${twoAhead.date}`))
    await expect(selector(page)).toContainText(twoAhead.hebrewDate)

    await page.getByPlaceholder('שם או טלפון').fill('אליהו')
    await page.getByRole('button', { name: 'הוספת דיווח: אליהו הנוסע' }).click()
    await expect(page.getByRole('cell', { name: 'אליהו הנוסע', exact: true })).toBeVisible()
    await expect(page.getByText('דיווח אחד')).toBeVisible()

    await page.goto(`/map/${map.id}?date=${twoAhead.date}`)
    await expect(page.locator('#me-cell-2-3')).toBeVisible()
    await expect(page.locator('.sv-vacated')).toHaveCount(1)
    await expect(selector(page)).toContainText(twoAhead.hebrewDate)
    await page.goto(`/map/${map.id}`)
    await expect(page.locator('#me-cell-2-3')).toBeVisible()
    await expect(selector(page)).toContainText(shabbatot[0]!.hebrewDate)
    await expect(page.locator('.sv-vacated')).toHaveCount(0)
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, use] of [
    ['desktop', { viewport: { width: 1440, height: 900 } }],
    ['phone', HELD_PHONE],
  ] as const) {
    test.describe(`the open date selector on a ${device} (${colorScheme})`, () => {
      test.use({ colorScheme, ...use })

      test(`a long event's name and every Hebrew date are shown whole (${device}, ${colorScheme})`, async ({
        page,
        request,
      }) => {
        const { event } = await wardenWithDates(page, request)
        await page.goto(`/free-seats?date=${event.date}&event=${event.id}`)
        await expect(selector(page)).toContainText(LONG_EVENT)
        await openSelector(page)
        const item = page.getByRole('option').filter({ hasText: LONG_EVENT })
        await expect(item).toBeVisible()
        // Nothing is cut: the chosen date's and the item's texts fit their boxes (they wrap instead).
        for (const text of [
          selector(page).locator('.rd-date__name'),
          selector(page).locator('.rd-date__detail'),
          item.locator('.rd-date__name'),
          item.locator('.rd-date__detail'),
        ]) {
          const fits = await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)
          expect(fits, `${await text.textContent()} is shown whole`).toBe(true)
          const box = (await text.boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0)
        if (device === 'phone') await expectFitsPhone(page, 'the open date selector')
        const variant = VARIANTS.find(
          (v) => v.colorScheme === colorScheme && v.name.startsWith('390') === (device === 'phone'),
        )!
        await expectAccessible(page, 'the open date selector', variant)
        await saveScreenshot(page, `report-dates-open-${device}-${colorScheme}`)
      })
    })
  }
}
