import { expect, test } from '@playwright/test'
import { loginViaUi, registerViaApi, userMenu } from '../support/accounts.js'
import { stateValue } from '../e2e-env.js'
import { expectOneSdk, expectRemoteMounted } from '../support/remotes.js'

test.describe('seeded accounts and admin routes', () => {
  test('the seeded demo synagogue account signs in', async ({ page }) => {
    await loginViaUi(page, stateValue('demoEmail'), stateValue('demoPassword'))
    await expect(userMenu(page)).toBeVisible()
  })

  test('a non-admin who opens /users is sent home', async ({ page, request }) => {
    const account = await registerViaApi(request)
    await loginViaUi(page, account.email, account.password)
    await page.goto('/users')
    await expect(page).toHaveURL(/\/$/)
    await expect(userMenu(page)).toContainText(account.contactName)
  })

  test('the seeded admin opens /users in the admin remote', async ({ page }) => {
    await loginViaUi(page, stateValue('adminEmail'), stateValue('adminPassword'))
    await page.goto('/users')
    await expect(page).toHaveURL(/\/users$/)
    await expectRemoteMounted(page, 'admin')
    await expect(page.getByRole('heading', { name: 'משתמשים', exact: true })).toBeVisible()
    await expectOneSdk(page)
  })
})
