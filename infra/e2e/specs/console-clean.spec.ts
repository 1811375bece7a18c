import { expect, test, type Page } from '@playwright/test'
import { stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'

/**
 * The pages run under a CSP without 'unsafe-eval'. Nothing on them may try to evaluate code: a blocked
 * attempt (a library probing `Function('')`) fills the console with errors and costs the best-practices
 * score. Every violation the browser reports, on any page of the visit, reaches the test.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(`${page.url()}: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation
      report?.(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  page.on('console', (m) => {
    if (m.type() === 'error' && /unsafe-eval|evaluate a string as JavaScript/i.test(m.text()))
      seen.push(`${page.url()}: ${m.text()}`)
  })
  return seen
}

/** Each screen until a heading shows and its first data has come (the spinner is gone). */
async function visitAll(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expect(page.locator('.bp6-spinner')).toHaveCount(0)
  }
}

test("no warden's page tries to evaluate code: the console stays clean of CSP errors", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request)
  // A hall, so the map screen draws a map (its schemas and the socket), not the first-map invitation.
  await api(request, await apiToken(request, account), 'POST', '/maps', { name: 'אולם', rows: 4, cols: 6 })
  const violations = await watchViolations(page)
  await loginViaUi(page, account.email, account.password)
  await visitAll(page, [
    '/map',
    '/persons',
    '/events',
    '/reports',
    '/free-seats',
    '/reminders',
    '/subscription',
  ])
  expect(violations).toEqual([])
})

test("no admin's page tries to evaluate code", async ({ page }) => {
  const violations = await watchViolations(page)
  await loginViaUi(page, stateValue('adminEmail'), stateValue('adminPassword'))
  await visitAll(page, ['/users', '/leads', '/outbox', '/admin'])
  expect(violations).toEqual([])
})

test('the map page downloads each of its stylesheets once: the preloads the gateway announces are the ones used', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request)
  const map = await api<{ id: number }>(request, await apiToken(request, account), 'POST', '/maps', {
    name: 'אולם',
    rows: 4,
    cols: 6,
  })
  await loginViaUi(page, account.email, account.password)
  await page.goto(`/map/${map.id}`)
  await expect(page.getByRole('grid', { name: /אולם/ })).toBeVisible()
  const announced = await page
    .locator('link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  expect(announced.length).toBeGreaterThan(0)
  // Every download of the page is one resource-timing entry; a preload in the wrong mode makes two.
  const downloads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.css')),
  )
  for (const href of announced)
    expect(
      downloads.filter((d) => d === href),
      href,
    ).toHaveLength(1)
})
