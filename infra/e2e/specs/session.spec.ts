import { expect, test } from '@playwright/test'
import { registerViaApi, registerViaUi, storedToken, submitLogin, userMenu } from '../support/accounts.js'
import { wardenWithMap } from '../support/warden-data.js'
import { expectRemoteMounted } from '../support/remotes.js'

test.describe('session', () => {
  test('registering opens the app shell with a remote mounted', async ({ page }) => {
    const account = await registerViaUi(page)
    await expect(userMenu(page)).toContainText(account.contactName)
    await expect(page).not.toHaveURL(/\/register$/)
    // After sign-up the warden lands on the map: the seating remote renders into its container.
    await expectRemoteMounted(page, 'seating')
  })

  test('a reload keeps the session', async ({ page }) => {
    const account = await registerViaUi(page)
    await expect(userMenu(page)).toContainText(account.contactName)
    const url = page.url()
    await page.reload()
    await expect(userMenu(page)).toContainText(account.contactName)
    expect(page.url()).toBe(url)
  })

  test('a bookmarked map asks for the user and its data once, from the page’s first script, before any code loads', async ({
    page,
    request,
  }) => {
    const { token, map } = await wardenWithMap(request, { name: 'אולם ראשי', rows: 3, cols: 4 })
    await page.addInitScript((t) => {
      localStorage.setItem('token', t)
      // Who asked: the page's inline first script (a classic script without src), or code loaded later
      // (modules have no currentScript). Timing would say the same only on a quiet machine.
      const calls: Array<{ path: string; byFirstScript: boolean }> = []
      Object.assign(window, { __fetches: calls })
      const original = window.fetch
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        const script = document.currentScript as HTMLScriptElement | null
        calls.push({
          path: new URL(url, location.href).pathname,
          byFirstScript: Boolean(script && !script.src),
        })
        return original.call(this, input, init)
      }
    }, token)
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))
    await page.goto(`/map/${map.id}`)
    await expect(page.locator('.me-board')).toBeVisible()
    const fetches = await page.evaluate(
      () => (window as unknown as { __fetches: Array<{ path: string; byFirstScript: boolean }> }).__fetches,
    )
    for (const path of ['/api/users/me', `/api/maps/${map.id}`, '/api/persons', '/remotes.json']) {
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1)
      expect(fetches.find((f) => f.path === path)?.byFirstScript, path).toBe(true)
    }
  })

  test('logout clears the session and goes home', async ({ page }) => {
    const account = await registerViaUi(page)
    await userMenu(page).click()
    await page.getByRole('menuitem', { name: 'התנתקות' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(userMenu(page)).toHaveCount(0)
    expect(await storedToken(page)).toBeNull()
    await expectRemoteMounted(page, 'landing')
    // The refresh cookie went too: a protected page now asks for a login.
    await page.goto('/persons')
    await expect(page).toHaveURL(/\/login$/)
    await submitLogin(page, account.email, account.password)
    await expect(page).toHaveURL(/\/persons$/)
  })

  test('a protected page without a session goes to login, and back there after it', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    await page.goto('/events')
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('lastPath'))).toBe('/events')
    await submitLogin(page, account.email, account.password)
    await expect(page).toHaveURL(/\/events$/)
    await expect(userMenu(page)).toContainText(account.contactName)
  })

  test('a wrong password keeps the user on the login page', async ({ page, request }) => {
    const account = await registerViaApi(request)
    await page.goto('/login')
    await submitLogin(page, account.email, 'not-the-password')
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedToken(page)).toBeNull()
  })
})
