import { expect, test } from '@playwright/test'
import { registerViaApi, loginViaUi, userMenu } from '../support/accounts.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { saveScreenshot } from '../support/screens.js'

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`screens in ${colorScheme}`, () => {
    test.use({ colorScheme, viewport: { width: 1366, height: 900 } })

    test(`login, home and the app shell (${colorScheme})`, async ({ page, request }) => {
      await page.goto('/login')
      await expect(page.getByRole('button', { name: 'התחברות', exact: true })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme)
      await saveScreenshot(page, `login-${colorScheme}`)

      await page.goto('/')
      await expectRemoteMounted(page, 'landing')
      await saveScreenshot(page, `home-${colorScheme}`)

      const account = await registerViaApi(request)
      await loginViaUi(page, account.email, account.password)
      await expect(userMenu(page)).toBeVisible()
      await expectRemoteMounted(page, 'seating')
      await saveScreenshot(page, `app-${colorScheme}`)
    })
  })
}
