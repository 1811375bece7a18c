import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { fromRoot } from '../../dev/paths.js'
import { E2E_REMOTE_HOST_PORT, stateValue } from '../e2e-env.js'
import { serveStatic } from '../support/static-server.js'
import { expectRemoteMounted } from '../support/remotes.js'

const LOGIN_SUBTITLE = 'ברוכים השבים!'
const NEW_BUILD_MARK = 'ברוכים השבים! (גרסה חדשה)'

/** Copies the built landing remote and changes one visible text in the copy: "the next build". */
function nextBuildOfLanding(target: string): void {
  cpSync(fromRoot('mfe-landing', 'dist'), target, { recursive: true })
  let changed = 0
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const file = path.join(entry.parentPath, entry.name)
    const code = readFileSync(file, 'utf8')
    if (!code.includes(LOGIN_SUBTITLE)) continue
    writeFileSync(file, code.split(LOGIN_SUBTITLE).join(NEW_BUILD_MARK))
    changed += 1
  }
  if (!changed) throw new Error(`no built chunk of mfe-landing contains "${LOGIN_SUBTITLE}"`)
}

test('a remote moved in the manifest is used on the next page load, without rebuilding the shell', async ({
  page,
  request,
}) => {
  const manifestFile = stateValue('manifest')
  const original = readFileSync(manifestFile, 'utf8')
  const copy = path.join(stateValue('runDir'), 'landing-next')
  nextBuildOfLanding(copy)
  const cdn = await serveStatic(copy, E2E_REMOTE_HOST_PORT)
  const shellIndex = readFileSync(fromRoot('shell', 'dist', 'index.html'))
  try {
    await page.goto('/login')
    await expect(page.getByText(LOGIN_SUBTITLE)).toBeVisible()
    await expect(page.getByText(NEW_BUILD_MARK)).toHaveCount(0)

    const moved = {
      ...(JSON.parse(original) as Record<string, unknown>),
      landing: `${cdn.url}/remoteEntry.js`,
    }
    writeFileSync(manifestFile, JSON.stringify(moved, null, 2))
    await expect
      .poll(async () => ((await (await request.get('/remotes.json')).json()) as { landing?: string }).landing)
      .toBe(`${cdn.url}/remoteEntry.js`)

    const fromCdn = page.waitForRequest((r) => r.url() === `${cdn.url}/remoteEntry.js`)
    await page.reload()
    await fromCdn
    await expect(page.getByText(NEW_BUILD_MARK)).toBeVisible()
    await expectRemoteMounted(page, 'landing')
    expect(readFileSync(fromRoot('shell', 'dist', 'index.html')).equals(shellIndex)).toBe(true)
  } finally {
    writeFileSync(manifestFile, original)
    await cdn.close()
  }

  // And back: the manifest is the only switch.
  await expect.poll(async () => (await request.get('/remotes.json')).text()).toBe(original)
  await page.reload()
  await expect(page.getByText(LOGIN_SUBTITLE)).toBeVisible()
  await expect(page.getByText(NEW_BUILD_MARK)).toHaveCount(0)
})

test.describe('with the app’s service worker keeping the code', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a remote deployed since the last visit is the one the next visit loads, not the kept one', async ({
    page,
    request,
  }) => {
    const manifestFile = stateValue('manifest')
    const original = readFileSync(manifestFile, 'utf8')
    const copy = path.join(stateValue('runDir'), 'landing-next-worker')
    nextBuildOfLanding(copy)
    const cdn = await serveStatic(copy, E2E_REMOTE_HOST_PORT)
    try {
      // A first visit, then a return visit served by the worker from what it kept.
      await page.goto('/login')
      await expect(page.getByText(LOGIN_SUBTITLE)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '')
      await page.reload()
      await expect(page.getByText(LOGIN_SUBTITLE)).toBeVisible()
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

      // The landing team deploys; only the manifest says so.
      writeFileSync(
        manifestFile,
        JSON.stringify(
          { ...(JSON.parse(original) as object), landing: `${cdn.url}/remoteEntry.js` },
          null,
          2,
        ),
      )
      await expect
        .poll(
          async () => ((await (await request.get('/remotes.json')).json()) as { landing?: string }).landing,
        )
        .toBe(`${cdn.url}/remoteEntry.js`)

      await page.reload()
      await expect(page.getByText(NEW_BUILD_MARK)).toBeVisible()
      await expectRemoteMounted(page, 'landing')
    } finally {
      writeFileSync(manifestFile, original)
      await cdn.close()
    }
    // And back, on the visit after: the worker follows the manifest both ways.
    await expect.poll(async () => (await request.get('/remotes.json')).text()).toBe(original)
    await page.reload()
    await expect(page.getByText(LOGIN_SUBTITLE)).toBeVisible()
    await expect(page.getByText(NEW_BUILD_MARK)).toHaveCount(0)
  })
})
