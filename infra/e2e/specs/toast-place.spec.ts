import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { expectNotCovering, HELD_PHONE, saveScreenshot } from '../support/screens.js'

/** Renames a map from the maps screen: its success toast shows while the screen's title is in view. */
async function renameFromMapsScreen(page: Page, request: Parameters<typeof apiToken>[0]): Promise<void> {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  await api(request, token, 'POST', '/maps', { name: 'אולם ראשי', rows: 4, cols: 6, cells: [] })
  await loginViaUi(page, account.email, account.password)
  await page.goto('/maps')
  await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
  await page.getByRole('button', { name: 'עריכה אולם ראשי' }).click()
  const dialog = page.getByRole('dialog', { name: /מפה/ })
  await dialog.getByLabel('שם המפה').fill('האולם הגדול')
  await dialog.getByRole('button', { name: 'שמירה' }).click()
}

const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'מפות', exact: true })

test.describe('toasts leave the screen’s title in view', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('on a desktop, a toast shows below the title, not over it', async ({ page, request }) => {
    await renameFromMapsScreen(page, request)
    const toast = page.locator('.bp6-toast').filter({ hasText: 'העדכון בוצע בהצלחה' })
    await expectNotCovering(toast, { 'the screen’s title': title(page) })
    await saveScreenshot(page, 'toast-below-title-desktop-light')
  })
})

test.describe('toasts on a phone', () => {
  test.use(HELD_PHONE)

  test('on a phone, a toast across the screen shows below the title', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await renameFromMapsScreen(page, request)
    const toast = page.locator('.bp6-toast').filter({ hasText: 'העדכון בוצע בהצלחה' })
    await expectNotCovering(toast, { 'the screen’s title': title(page) })
    await saveScreenshot(page, 'toast-below-title-phone-dark')
  })
})
