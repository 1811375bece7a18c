import { expect, test, type Page } from '@playwright/test'
import { stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'

/**
 * The pages run under a CSP without 'unsafe-eval'. Nothing on them may try to evaluate code: a blocked
 * attempt (a library probing `Function('')`) fills the console with errors and costs the best-practices score.
 */
async function watchEval(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /unsafe-eval|evaluate a string as JavaScript/i.test(m.text()))
      console.push(m.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ]
}

async function visitAll(page: Page, paths: string[], violations: () => Promise<string[]>): Promise<void> {
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
}

test("no warden's page tries to evaluate code: the console stays clean of CSP errors", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request)
  const violations = await watchEval(page)
  await loginViaUi(page, account.email, account.password)
  await visitAll(
    page,
    ['/map', '/persons', '/events', '/reports', '/free-seats', '/reminders', '/subscription'],
    violations,
  )
})

test("no admin's page tries to evaluate code", async ({ page }) => {
  const violations = await watchEval(page)
  await loginViaUi(page, stateValue('adminEmail'), stateValue('adminPassword'))
  await visitAll(page, ['/users', '/leads', '/outbox', '/admin'], violations)
})
