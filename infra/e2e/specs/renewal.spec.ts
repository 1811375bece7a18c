import { expect, test } from '@playwright/test'
import { addDays } from '@seats/contracts'
import { loginViaUi } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { restoreSystemClock, setSystemClock } from '../support/clock.js'
import { mailCount, receivedMail } from '../support/mailbox.js'
import {
  TEST_CARD,
  fillCard,
  lapsedWardenOn,
  moveCardProviderClock,
  reconcilePayments,
} from '../support/subscription.js'

/** DD/MM/YY, as the mails write a day. */
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`

/** Noon in Israel on `date`, for every service (the serial project: the calendar is the whole system's). */
const noonOn = (date: string) => setSystemClock(`${date}T12:00:00+02:00`)

test.describe('a declined renewal', () => {
  test.use({ viewport: { width: 1366, height: 900 } })
  test.afterEach(async () => {
    await restoreSystemClock()
  })

  test('the card declines the next month’s charge: the warden is mailed why with a link to pay, reminded on the retry day, and the screen says so', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const account = await lapsedWardenOn(page, request, '/subscription?pay=1')
    const dialog = page.getByRole('dialog', { name: 'הזנת אמצעי תשלום' })
    await fillCard(dialog, TEST_CARD.renewalDeclines)
    await dialog.getByRole('button', { name: 'שמירת אמצעי התשלום' }).click()
    await expect(dialog).toBeHidden()
    await receivedMail(request, account.email, 'קבלה על תשלום המנוי: ₪99')

    const token = await apiToken(request, account)
    const { nextChargeDate } = await api<{ nextChargeDate: string | null }>(
      request,
      token,
      'GET',
      '/billing/subscription',
    )
    expect(nextChargeDate).toMatch(/^\d{4}-\d\d-\d\d$/)
    const renewal = nextChargeDate!

    // The renewal day, for the provider (which charges and is declined) and for billing (which reads it).
    await moveCardProviderClock(request, renewal)
    await noonOn(renewal)
    await reconcilePayments(request)
    const declined = await receivedMail(request, account.email, 'החיוב החודשי לא עבר')
    expect(declined.text).toContain(`(₪99, ${short(renewal)}) לא אושר: הכרטיס נחסם`)
    expect(declined.text).toMatch(/https?:\/\/\S+\/subscription\?pay=1/)
    expect(declined.html).toContain('dir="rtl"')

    // The next day, a retry day: one reminder, however often the reconcile runs.
    const retryDay = addDays(renewal, 1)
    await moveCardProviderClock(request, retryDay)
    await noonOn(retryDay)
    await reconcilePayments(request)
    await reconcilePayments(request)
    const reminder = await receivedMail(request, account.email, 'תזכורת: החיוב החודשי עדיין לא עבר')
    expect(reminder.text).toContain(`עד סוף יום ${short(addDays(renewal, 2))}`)
    expect(await mailCount(request, account.email, /^תזכורת: החיוב החודשי/)).toBe(1)
    expect(await mailCount(request, account.email, /^החיוב החודשי לא עבר/)).toBe(1)

    // The screen, signed in afresh on that day (the first sign-in is a month old for the services): the
    // declined state, and the reminder's link opens the dialog.
    await page.evaluate(() => localStorage.clear())
    await page.context().clearCookies()
    await loginViaUi(page, account.email, account.password)
    const link = /https?:\/\/\S+\/subscription\?pay=1/.exec(reminder.text)![0]
    await page.goto(new URL(link).pathname + new URL(link).search)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('subscription-state')).toContainText('החיוב נכשל')
  })
})
