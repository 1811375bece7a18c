import { expect, test, type Page } from '@playwright/test'
import { newAccount, storedToken, userMenu } from '../support/accounts.js'
import { api } from '../support/api.js'
import { phoneReport, phoneShabbat, uniquePhone } from '../support/phone-line.js'
import { expectOneSdk, expectRemoteMounted } from '../support/remotes.js'
import { saveScreenshot } from '../support/screens.js'

/** Texts of the demo entry (mfe-landing guest/GuestSessionPage.tsx) and the seed's (§2, §8). */
const DEMO_CTA = 'נסו הדגמה של 20 שניות'
const NAME = 'שם מלא'
const PHONE = 'טלפון נייד'
const SUBMIT = 'כניסה להדגמה'
const GUEST_BANNER = 'אתה גולש כאורח. כדי לשמור את עבודתך ולהנות מכל התכונות, אנא הירשם.'
const REGISTER_NOW = 'הירשם עכשיו'
const DEMO_FAILURE_TITLE = 'שגיאה'
const DEMO_FAILURE_DETAIL = 'הכניסה להדגמה נכשלה. נסו שוב מאוחר יותר.'
/** Short enough that a seat shows it whole (mfe-seating cuts names longer than 10 characters). */
const GUEST_NAME = 'טל אורחי'

const submitButton = (page: Page) => page.getByRole('button', { name: SUBMIT })
/** The names written on the map's seats. */
const seatNames = (page: Page) => page.locator('[id^="me-cell-"] .me-name')

async function openDemoForm(page: Page): Promise<void> {
  await page.goto('/')
  await expectRemoteMounted(page, 'landing')
  await page.locator('#start').getByRole('link', { name: DEMO_CTA }).click()
  await expect(page).toHaveURL(/\/guest-session$/)
  await expect(submitButton(page)).toBeVisible()
}

/** Fills and sends the form; resolves with the demo's map id and the time from the click until the map answers to the pointer. */
async function startDemo(
  page: Page,
  name = GUEST_NAME,
  phone = '050-123-4567',
): Promise<{ mapId: string; clickToMapMs: number; serverMs: number }> {
  await page.getByLabel(NAME).fill(name)
  await page.getByLabel(PHONE).fill(phone)
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/guest-demo') && r.request().method() === 'POST',
  )
  const clickedAt = Date.now()
  await submitButton(page).click()
  const response = await answered
  const serverMs = Date.now() - clickedAt
  expect(response.ok(), await response.text()).toBe(true)
  await expect(page).toHaveURL(/\/map\/\d+$/, { timeout: 30_000 })
  // Interactive: the grid is painted with the guest on it, and the seat holding them answers a hover.
  const ownSeat = seatNames(page).filter({ hasText: name }).first()
  await expect(ownSeat).toBeVisible({ timeout: 30_000 })
  await ownSeat.hover()
  const clickToMapMs = Date.now() - clickedAt
  const mapId = /\/map\/(\d+)$/.exec(page.url())?.[1] ?? ''
  return { mapId, clickToMapMs, serverMs }
}

async function visibleSeatNames(page: Page): Promise<string[]> {
  return (await seatNames(page).allTextContents()).map((n) => n.trim()).sort()
}

test.describe('guest demo', () => {
  test('from the landing page into a seeded demo map, as a guest', async ({ page }) => {
    await openDemoForm(page)
    const submit = submitButton(page)
    // Seed §5: disabled until a name and a 10-digit 05/07 number.
    await expect(submit).toBeDisabled()
    await page.getByLabel(PHONE).fill('0612345678')
    await page.getByLabel(NAME).fill(GUEST_NAME)
    await expect(submit).toBeDisabled()
    await page.getByLabel(PHONE).fill('050123456')
    await expect(submit).toBeDisabled()
    await page.getByLabel(PHONE).fill('050-123-4567')
    await page.getByLabel(NAME).fill('')
    await expect(submit).toBeDisabled()

    const { clickToMapMs, serverMs } = await startDemo(page)
    console.log(
      `[figure] guest demo: server answered ${serverMs} ms after the click; map interactive ${clickToMapMs} ms after the click`,
    )

    // A synagogue-sized map: many rows of seats, most of them with worshippers' names.
    const names = await visibleSeatNames(page)
    expect(names.length).toBeGreaterThanOrEqual(40)
    expect(names).toContain(GUEST_NAME)
    const rows = await page
      .locator('[id^="me-cell-"]')
      .evaluateAll((cells) => new Set(cells.map((c) => c.id.split('-')[2])).size)
    expect(rows).toBeGreaterThanOrEqual(8)

    await expect(page.getByText(GUEST_BANNER)).toBeVisible()
    await expect(userMenu(page)).toBeVisible()
    await expect(page).toHaveTitle(/מקום פנוי/)
    // The page went through the light home page, the demo form and the map: still one sdk.
    await expectOneSdk(page)
    await saveScreenshot(page, 'guest-demo-map')
  })

  test("the demo's promise: the guest calls the phone line and watches their own seat turn free", async ({
    page,
  }) => {
    await openDemoForm(page)
    const phone = uniquePhone('052')
    await startDemo(page, GUEST_NAME, phone)
    const vacated = page.locator('.sv-vacated')
    // The demo synagogue comes with a few reports for the coming Shabbat.
    await expect(vacated).toHaveCount(5)

    // The call hint floats over the seats: opaque in both themes, so no seat shows through its text.
    const hint = page.locator('.tour-demo-hint')
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme)
      const opaque = await hint.evaluate((el) => {
        const style = getComputedStyle(el)
        const alpha = (color: string) => {
          const parts =
            /rgba?\(([^)]+)\)/
              .exec(color)?.[1]
              ?.split(/[\s,/]+/)
              .filter(Boolean) ?? []
          return parts.length === 0 ? 0 : parts.length > 3 ? Number(parts[3]) : 1
        }
        const layers = style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []
        return alpha(style.backgroundColor) === 1 || alpha(layers.at(-1) ?? '') === 1
      })
      expect(opaque, `the call hint is opaque (${colorScheme})`).toBe(true)
      await saveScreenshot(page, `demo-call-hint-${colorScheme}`)
    }
    await page.emulateMedia({ colorScheme: 'light' })

    const reply = await phoneReport(page.request, phone)
    expect(reply.say.join(' ')).toContain('הדיווח נרשם בהצלחה')
    const nextWeek = phoneShabbat()
    if (nextWeek) {
      // After Shabbat the line reports for next week: the map turns to that date, where only the guest is away.
      await expect(page).toHaveURL(new RegExp(`date=${nextWeek}`))
      await expect(vacated).toHaveCount(1)
    } else {
      await expect(vacated).toHaveCount(6)
    }

    // Whatever the date of the guest's own report, the map follows it (here: a web report two weeks later).
    const token = (await storedToken(page)) ?? ''
    const persons = await api<{ id: number; phone: string }[]>(page.request, token, 'GET', '/persons')
    const self = persons.find((p) => p.phone === phone)
    expect(self, 'the guest is one of the worshippers').toBeTruthy()
    const { date: coming } = await api<{ date: string }>(page.request, token, 'GET', '/reports/date/')
    const later = new Date(Date.parse(`${coming}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10)
    await api(page.request, token, 'POST', '/reports', { personId: self!.id, date: later, eventId: null })
    await expect(page).toHaveURL(new RegExp(`date=${later}`))
    await expect(vacated).toHaveCount(1)
  })

  test('a demo guest registers from the banner and keeps the same map and worshippers', async ({ page }) => {
    await openDemoForm(page)
    const { mapId } = await startDemo(page)
    const before = await visibleSeatNames(page)

    await page.getByRole('link', { name: REGISTER_NOW }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expectRemoteMounted(page, 'landing')
    // What the demo form collected is already there.
    await expect(page.getByLabel('שם מלא')).toHaveValue(GUEST_NAME)
    await expect(page.getByLabel('טלפון')).toHaveValue('0501234567')
    const account = newAccount()
    await page.getByLabel('אימייל').fill(account.email)
    await page.getByLabel('סיסמה').fill(account.password)
    await page.getByRole('button', { name: 'שמירת החשבון' }).click()

    await expect(page).toHaveURL(new RegExp(`/map/${mapId}$`))
    await expect(seatNames(page).filter({ hasText: GUEST_NAME }).first()).toBeVisible()
    expect(await visibleSeatNames(page)).toEqual(before)
    await expect(page.getByText(GUEST_BANNER)).toHaveCount(0)
    // A new user who has seen the demo: the tour opens with its own texts, straight at the call step
    // (their own seat is already on the map).
    const tourCard = page.locator('.tour-card')
    await expect(tourCard).toBeVisible({ timeout: 15_000 })
    await expect(tourCard).toContainText('ברוכים השבים! הפעם זה בית הכנסת שלכם')
    await expect(tourCard.locator('#tour-card-title')).toHaveText('הדיווח הראשון שלכם')

    // A real account now: it survives a reload and signs in with the new password.
    await page.reload()
    await expect(seatNames(page).filter({ hasText: GUEST_NAME }).first()).toBeVisible()
    await expect(page.getByText(GUEST_BANNER)).toHaveCount(0)
    const login = await page.request.post('/api/auth/login', {
      data: { username: account.email, password: account.password },
    })
    expect(login.status()).toBe(200)
  })

  test('a demo that fails to start says so in Hebrew and keeps the form filled', async ({ page }) => {
    await openDemoForm(page)
    // An outage of the demo seeding, for this one request.
    await page.route('**/api/auth/guest-demo', (route) =>
      route.fulfill({
        status: 503,
        json: {
          ok: false,
          error: 'upstream_unavailable',
          status: 503,
          message: 'השירות אינו זמין כרגע. נסו שוב בעוד רגע',
        },
      }),
    )
    await page.getByLabel(NAME).fill(GUEST_NAME)
    await page.getByLabel(PHONE).fill('050-123-4567')
    await submitButton(page).click()

    const toast = page.locator('.bp6-toast').filter({ hasText: DEMO_FAILURE_DETAIL })
    await expect(toast).toBeVisible()
    await expect(toast.locator('.seats-toast__title')).toHaveText(DEMO_FAILURE_TITLE)
    await expect(page).toHaveURL(/\/guest-session$/)
    await expect(page.getByLabel(NAME)).toHaveValue(GUEST_NAME)
    await expect(page.getByLabel(PHONE)).toHaveValue('050-123-4567')
    await expect(submitButton(page)).toBeEnabled()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      test(`the demo entry screen, ${device} ${colorScheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await page.setViewportSize(viewport)
        await page.goto('/guest-session')
        await expectRemoteMounted(page, 'landing')
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('הדגמה של 20 שניות')
        await expect(page.getByRole('link', { name: 'התחברות' }).first()).toBeVisible()
        await page.getByLabel(NAME).fill('דוד לוי')
        await page.getByLabel(PHONE).fill('050-123-4567')
        await expect(submitButton(page)).toBeEnabled()
        // The form reads from the right: the name field's label starts at the card's right edge.
        const label = await page.locator('label[for="guest-name"]').boundingBox()
        const input = await page.getByLabel(NAME).boundingBox()
        expect(label && input && Math.abs(label.x + label.width - (input.x + input.width))).toBeLessThan(4)
        await saveScreenshot(page, `guest-session-${device}-${colorScheme}`)
      })
    }
  }
})
