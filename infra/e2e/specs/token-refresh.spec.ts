import { expect, test } from '@playwright/test'
import { loginViaUi, registerViaApi, storedToken, userMenu } from '../support/accounts.js'
import { expiredCopy } from '../support/tokens.js'
import { stateValue } from '../e2e-env.js'

test('an expired access token is refreshed without the user noticing', async ({ page, request }) => {
  const account = await registerViaApi(request)
  await loginViaUi(page, account.email, account.password)
  await page.goto('/persons')
  await expect(userMenu(page)).toContainText(account.contactName)

  const current = await storedToken(page)
  expect(current).toBeTruthy()
  const expired = expiredCopy(current ?? '', stateValue('jwtPrivateKey'))
  // The server must really refuse it, or this test would prove nothing.
  const refused = await request.get('/api/users/me', { headers: { authorization: `Bearer ${expired}` } })
  expect(refused.status()).toBe(401)
  await page.evaluate((t) => localStorage.setItem('token', t), expired)

  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/refresh_token') && r.status() === 200,
  )
  await page.reload()
  await refreshed
  await expect(page).toHaveURL(/\/persons$/)
  await expect(userMenu(page)).toContainText(account.contactName)
  await expect.poll(() => storedToken(page)).not.toBe(expired)
  const fresh = await storedToken(page)
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${fresh}` } })
  expect(me.status()).toBe(200)
})
