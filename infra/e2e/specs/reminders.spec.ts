import { expect, test, type Page } from '@playwright/test'
import { formatPhone } from '@seats/contracts'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { restoreSystemClock, setSystemClock } from '../support/clock.js'
import { verifyPhoneViaApi } from '../support/phone-verification.js'
import { uniquePhone } from '../support/phone-line.js'
import { saveScreenshot } from '../support/screens.js'

// The days these tests need, whatever day the suite runs on (the serial project: the calendar is the
// whole system's). Jerusalem lights candles on Friday 2026-11-27 at 15:55, so calls stop at 15:25.
const THURSDAY_MORNING = '2026-11-26T10:00:00+02:00'
const FRIDAY_AFTER_CANDLES = '2026-11-27T16:30:00+02:00'
const SHABBAT_AFTERNOON = '2026-11-28T13:00:00+02:00'

/**
 * A new warden with one worshipper, signed in on /reminders (the account is made on the run's own day), its
 * own phone verified (on a Thursday: no code is spoken on Shabbat) so its test call may ring.
 */
async function wardenOnReminders(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request, undefined, { phone: uniquePhone() })
  const token = await apiToken(request, account)
  await setSystemClock(THURSDAY_MORNING)
  await verifyPhoneViaApi(request, token)
  const phone = uniquePhone()
  await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אליהו', lastName: 'הנוסע', phone },
  ])
  await loginViaUi(page, account.email, account.password)
  await page.goto('/reminders')
  await expect(page.getByRole('heading', { name: 'הגדרת התזכורת' })).toBeVisible()
  return { phone }
}

test.describe('Friday reminders', () => {
  test.use({ viewport: { width: 1366, height: 900 } })
  test.afterEach(async () => {
    await restoreSystemClock()
  })

  test('on a Thursday a warden enables reminders, a too-late time runs earlier those weeks, run now calls, the call reports and the toast comes live', async ({
    page,
    request,
  }) => {
    const { phone } = await wardenOnReminders(page, request)
    await setSystemClock(THURSDAY_MORNING)

    await page.getByText('להתקשר למתפללים בכל שבוע').click()
    await page.getByText('כל המתפללים', { exact: true }).click()
    // Friday 18:30 is too late in every season: taken, and each week runs an hour before its candle-lighting.
    await page.getByRole('combobox', { name: 'שעה' }).selectOption('18')
    await page.getByRole('combobox', { name: 'דקה' }).selectOption('30')
    await page.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByText(/^יום שישי 14:55, /)).toBeVisible()
    const weeks = page.getByRole('region', { name: 'שבועות שבהם השיחות יוקדמו' })
    await expect(weeks.getByRole('listitem').first()).toContainText(
      'השיחות יתחילו ב-14:55 (הדלקת נרות 15:55)',
    )

    await page.getByRole('combobox', { name: 'שעה' }).selectOption('10')
    await page.getByRole('combobox', { name: 'דקה' }).selectOption('0')
    await page.getByRole('button', { name: 'שמירה' }).click()
    // The first save's toast may still show beside this one; the next run below tells this save apart.
    await expect(page.getByText('הגדרת התזכורות נשמרה').last()).toBeVisible()
    // Thursday: the next run is tomorrow morning, with tomorrow's candle-lighting in Jerusalem.
    await expect(page.getByText(/^יום שישי 10:00, /)).toBeVisible()
    await expect(page.getByText('הדלקת נרות 15:55; השיחות נעצרות ב-15:25', { exact: false })).toBeVisible()

    await page.getByRole('button', { name: 'הרצה עכשיו (פיתוח)' }).click()
    // The local provider's callee answers and presses 1: the report arrives live with the seed's toast.
    await expect(page.locator('.seats-toaster').getByText(/אליהו הנוסע הוסיף דיווח ל/)).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText('הסתיים')).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'מי קיבל שיחה' }).click()
    await expect(page.getByRole('cell', { name: 'דיווח בשיחה' })).toBeVisible()
    // The phone as wardens write it, like everywhere else in the app.
    await expect(page.getByRole('cell', { name: formatPhone(phone), exact: true })).toBeVisible()
    await saveScreenshot(page, 'reminders-light')

    await page.emulateMedia({ colorScheme: 'dark' })
    await saveScreenshot(page, 'reminders-dark')
    await page.setViewportSize({ width: 390, height: 844 })
    await saveScreenshot(page, 'reminders-390')
  })

  test('after candle-lighting on Friday and all Shabbat no call goes out, and the warden reads why', async ({
    page,
    request,
  }) => {
    await wardenOnReminders(page, request)
    const runNow = page.getByRole('button', { name: 'הרצה עכשיו (פיתוח)' })
    const testCall = page.getByRole('button', { name: 'שיחת ניסיון לטלפון שלי' })
    const refusal = page.getByRole('alert').filter({ hasText: /^(ההרצה לא התחילה|שיחת הניסיון לא יצאה)/ })

    await setSystemClock(FRIDAY_AFTER_CANDLES)
    await runNow.click()
    await expect(refusal).toHaveText('ההרצה לא התחילה: השיחות של היום נעצרו ב-15:25, לפני כניסת השבת')
    await testCall.click()
    await expect(refusal).toHaveText('שיחת הניסיון לא יצאה: השיחות של היום נעצרו ב-15:25, לפני כניסת השבת')

    await setSystemClock(SHABBAT_AFTERNOON)
    await runNow.click()
    await expect(refusal).toHaveText('ההרצה לא התחילה: לא מתקשרים בשבת ובחג')
    await expect(page.getByText('עדיין לא היו הרצות.')).toBeVisible()
    await saveScreenshot(page, 'reminders-refused')
  })
})
