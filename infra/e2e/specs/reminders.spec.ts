import { expect, test } from '@playwright/test'
import { formatPhone } from '@seats/contracts'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { uniquePhone } from '../support/phone-line.js'
import { saveScreenshot } from '../support/screens.js'

test.describe('Friday reminders', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('a warden enables reminders, a too-late time is refused, run now calls, the call reports and the toast comes live', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const phone = uniquePhone()
    await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'אליהו', lastName: 'הנוסע', phone },
    ])
    await loginViaUi(page, account.email, account.password)
    await page.goto('/reminders')
    await expect(page.getByRole('heading', { name: 'הגדרת התזכורת' })).toBeVisible()

    await page.getByText('להתקשר למתפללים בכל שבוע').click()
    await page.getByText('כל המתפללים', { exact: true }).click()
    // Friday 18:30 is past the limit in every season: refused with the latest allowed time.
    await page.getByRole('combobox', { name: 'שעה' }).selectOption('18')
    await page.getByRole('combobox', { name: 'דקה' }).selectOption('30')
    await page.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByText(/לכל המאוחר ב-\d\d:\d\d/).first()).toBeVisible()

    await page.getByRole('combobox', { name: 'שעה' }).selectOption('10')
    await page.getByRole('combobox', { name: 'דקה' }).selectOption('0')
    await page.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByText('הגדרת התזכורות נשמרה')).toBeVisible()
    await expect(page.getByText(/^יום שישי 10:00, /)).toBeVisible()
    await expect(page.getByText(/הדלקת נרות \d\d:\d\d; השיחות נעצרות ב-\d\d:\d\d/)).toBeVisible()

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
})
