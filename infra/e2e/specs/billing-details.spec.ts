import { expect, test } from '@playwright/test'
import { expectFitsPhone, PHONE_SCREEN, screenshotFourWays } from '../support/screens.js'
import { TEST_CARD, fillCard, lapsedWardenOn } from '../support/subscription.js'

test.describe('billing details and documents', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the warden's billing details are checked field by field, reach the provider, and the receipts carry them", async ({
    page,
    request,
  }) => {
    await lapsedWardenOn(page, request, '/subscription')
    const screen = page.getByTestId('subscription-page')
    const form = screen.getByTestId('billing-details-form')
    await expect(form).toBeVisible()

    // A mistyped registry number and a broken email: each field says what is wrong, nothing is saved.
    await form.getByLabel('השם המשפטי').fill('קהילת אהל משה')
    await form.getByLabel('סוג התאגיד').selectOption({ label: 'עמותה (ע"ר)' })
    await form.getByLabel('מספר התאגיד (ע״ר / ח.פ.)').fill('580012345')
    await form.getByLabel('כתובת').fill('רחוב הרב קוק 5, ירושלים')
    await form.getByLabel('אימייל לקבלות').fill('gizbar@')
    await form.getByRole('button', { name: 'שמירת הפרטים' }).click()
    const numberGroup = form.locator('.bp6-form-group', { has: page.getByLabel('מספר התאגיד (ע״ר / ח.פ.)') })
    await expect(numberGroup).toContainText('מספר תאגיד לא תקין')
    const emailGroup = form.locator('.bp6-form-group', { has: page.getByLabel('אימייל לקבלות') })
    await expect(emailGroup).toContainText('כתובת אימייל אינה תקינה')

    await form.getByLabel('מספר התאגיד (ע״ר / ח.פ.)').fill('580012342')
    await form.getByLabel('אימייל לקבלות').fill('gizbar@example.org')
    await form.getByRole('button', { name: 'שמירת הפרטים' }).click()
    await expect(page.getByText('פרטי הקבלה נשמרו').first()).toBeVisible()
    await page.reload()
    await expect(form.getByLabel('מספר התאגיד (ע״ר / ח.פ.)')).toHaveValue('580012342')

    // Paying: the receipt in the documents list names the association as its details say.
    await screen.getByTestId('subscription-pay').click()
    const dialog = page.getByRole('dialog', { name: 'הזנת אמצעי תשלום' })
    await fillCard(dialog, TEST_CARD.success)
    await dialog.getByRole('button', { name: 'שמירת אמצעי התשלום' }).click()
    await expect(dialog).toBeHidden()
    const documents = screen.getByTestId('document-row')
    await expect(documents).toHaveCount(1)
    const link = documents.first().getByRole('link', { name: /הורדת הקבלה/ })
    const receipt = await (await request.get((await link.getAttribute('href'))!)).text()
    expect(receipt).toContain('קהילת אהל משה (ע&quot;ר)')
    expect(receipt).toContain('580012342')
    expect(receipt).toContain('רחוב הרב קוק 5, ירושלים')
    expect(receipt).toContain('gizbar@example.org')

    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
    await screenshotFourWays(page, 'subscription-billing-details', async () => {
      await form.scrollIntoViewIfNeeded()
      await expect(form).toBeVisible()
    })
    await page.setViewportSize(PHONE_SCREEN)
    await expectFitsPhone(page, 'the subscription screen with billing details')
  })
})
