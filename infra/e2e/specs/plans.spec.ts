import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { adminAccount, loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { screenshotFourWays } from '../support/screens.js'
import { TEST_CARD, expireTrial, fillCard, lapsedWardenOn } from '../support/subscription.js'

test.describe('plans by size', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the admin defines a plan; a paying warden upgrades to it, is charged the difference at once and gets its cap', async ({
    browser,
    page,
    request,
  }) => {
    // A size no other test defines, so this plan is found by it.
    const size = randomInt(1_000, 9_000)
    const adminPage = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await loginViaUi(adminPage, adminAccount().email, adminAccount().password)
    await adminPage.goto('/plans')
    await expect(adminPage).toHaveTitle(/מסלולים/)
    const form = adminPage.getByRole('form', { name: 'הוספת מסלול' })
    await form.getByLabel('עד כמה מתפללים').fill(String(size))
    await form.getByLabel('מחיר חודשי (₪)').fill('149')
    // More than twelve months at the monthly price is no discount: the field says so.
    await form.getByLabel('מחיר שנתי (₪)').fill('2000')
    await form.getByRole('button', { name: 'הוספת מסלול' }).click()
    await expect(form).toContainText('המחיר השנתי לא יעלה על 12 חודשים במחיר החודשי')
    await form.getByLabel('מחיר שנתי (₪)').fill('1490')
    await form.getByRole('button', { name: 'הוספת מסלול' }).click()
    await expect(adminPage.getByText(`המסלול עד ${size} מתפללים נשמר`)).toBeVisible()
    const row = adminPage.getByTestId('plan-row').filter({ hasText: `עד ${size}` })
    await expect(row).toContainText('₪149')
    await expect(row).toContainText('₪1,490')
    await expect(row).toContainText('חיסכון 17%')
    await expect(adminPage.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
    await screenshotFourWays(adminPage, 'admin-plans', async () => {
      await expect(row).toBeVisible()
    })
    await adminPage.close()

    // A warden paying ₪99 a month for 300 worshippers.
    await lapsedWardenOn(page, request, '/subscription')
    const screen = page.getByTestId('subscription-page')
    await screen.getByTestId('subscription-pay').click()
    const dialog = page.getByRole('dialog', { name: 'הזנת אמצעי תשלום' })
    await fillCard(dialog, TEST_CARD.success)
    await dialog.getByRole('button', { name: 'שמירת אמצעי התשלום' }).click()
    await expect(dialog).toBeHidden()
    await expect(screen.getByTestId('payment-row')).toHaveCount(1)

    // The upgrade on the day the month was paid: the whole difference for the month, charged now.
    const picker = screen.getByTestId('plan-picker')
    // Blueprint's radio is drawn by its label: the warden clicks the words.
    await picker.locator('label', { hasText: `עד ${size} מתפללים · ₪149 לחודש` }).click()
    await expect(picker.getByRole('radio', { name: `עד ${size} מתפללים · ₪149 לחודש` })).toBeChecked()
    await picker.getByRole('button', { name: 'מעבר למסלול' }).click()
    await expect(
      page.getByText(`המסלול שודרג: עד ${size} מתפללים. חויבתם ₪50.00 על יתרת התקופה`),
    ).toBeVisible()
    await expect(screen.getByTestId('subscription-plan')).toContainText(`עד ${size} מתפללים`)
    await expect(screen.getByTestId('subscription-plan')).toContainText('₪149 לחודש')
    const rows = screen.getByTestId('payment-row')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('₪50.00')
    await expect(screen.getByTestId('document-row')).toHaveCount(2)

    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
    await screenshotFourWays(page, 'subscription-plans', async () => {
      await picker.scrollIntoViewIfNeeded()
      await expect(picker).toBeVisible()
    })
  })

  test('at the worshipper limit the refusal offers the next plan up, and opens the subscription page with it chosen', async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request, adminAccount())
    await api(request, admin, 'POST', '/billing/admin/plans', {
      maxPeople: randomInt(1_000, 9_000),
      monthlyPrice: 149,
      yearlyPrice: 1490,
    })
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    await api(request, token, 'POST', '/persons/many', [
      { firstName: 'משה', lastName: 'כהן', phone: `05${randomInt(10_000_000, 99_999_999)}` },
      { firstName: 'דוד', lastName: 'לוי', phone: `05${randomInt(10_000_000, 99_999_999)}` },
    ])
    const me = await api<{ id: number }>(request, token, 'GET', '/users/me')
    await api(request, admin, 'PUT', `/users/admin/${me.id}`, { maxPeople: 2 })

    await loginViaUi(page, account.email, account.password)
    await page.goto('/persons')
    await page.getByRole('button', { name: 'הוספת מתפלל' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('persons-limit-next')).toContainText('המסלול הבא: עד')
    const offer = dialog.getByRole('button', { name: /מעבר למסלול עד \d+/ })
    const size = (await offer.textContent())!.match(/\d+/)![0]
    await offer.click()
    await expect(page).toHaveURL(/\/subscription\?plan=\d+$/)
    const picker = page.getByTestId('plan-picker')
    await expect(picker.getByRole('radio', { name: new RegExp(`^עד ${size} מתפללים`) })).toBeChecked()
  })

  test("an admin grants a warden 50% off one charge from the account's payments tab; the card is charged half", async ({
    browser,
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    await expireTrial(request, account.email)
    const adminPage = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await loginViaUi(adminPage, adminAccount().email, adminAccount().password)
    await adminPage.goto('/users')
    await adminPage.getByRole('searchbox', { name: /חיפוש משתמשים/ }).fill(account.email)
    await adminPage.getByRole('button', { name: `פרטי ${account.contactName}` }).click()
    const drawer = adminPage.locator('.user-drawer')
    await drawer.getByRole('tab', { name: 'תשלומים' }).click()
    const coupon = drawer.getByRole('form', { name: 'הענקת קופון' })
    await coupon.getByLabel('אחוז הנחה').fill('150')
    await coupon.getByRole('button', { name: 'הענקת קופון' }).click()
    await expect(coupon.getByRole('alert')).toContainText('אחוז הנחה')
    await coupon.getByLabel('אחוז הנחה').fill('50')
    await coupon.getByLabel('מספר חיובים').fill('1')
    await coupon.getByRole('button', { name: 'הענקת קופון' }).click()
    await expect(adminPage.getByText('הקופון ניתן: 50% הנחה ל־1 חיובים')).toBeVisible()
    await adminPage.close()

    await loginViaUi(page, account.email, account.password)
    await page.goto('/subscription')
    const screen = page.getByTestId('subscription-page')
    await screen.getByTestId('subscription-pay').click()
    const dialog = page.getByRole('dialog', { name: 'הזנת אמצעי תשלום' })
    await fillCard(dialog, TEST_CARD.success)
    await dialog.getByRole('button', { name: 'שמירת אמצעי התשלום' }).click()
    await expect(dialog).toBeHidden()
    await expect(screen.getByTestId('payment-row').first()).toContainText('₪49.50')
  })
})
