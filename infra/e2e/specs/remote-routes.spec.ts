import { execFileSync } from 'node:child_process'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { fromRoot } from '../../dev/paths.js'
import { E2E_BASE_URL, stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi, submitLogin, userMenu } from '../support/accounts.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { serveStatic } from '../support/static-server.js'

/** The screen that only the VITE_ROUTES_DEMO build of the admin remote has (mfe-admin/src/routes-demo/). */
const DEMO = {
  path: '/routes-demo',
  heading: 'מסך ניסיון',
  title: 'מקום פנוי | מסך ניסיון',
  navLabel: 'ניסיון',
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'ניווט ראשי' })

/** The admin remote built with one more screen in its routes.json and its App: "the team's next build". */
function buildAdminWithDemoScreen(outDir: string): void {
  const dir = fromRoot('mfe-admin')
  execFileSync(
    process.execPath,
    [path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: dir, env: { ...process.env, VITE_ROUTES_DEMO: '1' }, stdio: 'pipe' },
  )
}

async function manifestServed(): Promise<string> {
  return (await fetch(`${E2E_BASE_URL}/remotes.json`)).text()
}

test.describe('a remote ships a new screen without a shell deploy', () => {
  test.describe.configure({ mode: 'serial' })

  const manifestFile = () => stateValue('manifest')
  let original = ''
  let build = ''
  let cdn: Awaited<ReturnType<typeof serveStatic>> | null = null
  const shellIndex = readFileSync(fromRoot('shell', 'dist', 'index.html'))

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    build = path.join(stateValue('runDir'), 'admin-routes-demo')
    buildAdminWithDemoScreen(build)
    expect(JSON.parse(readFileSync(path.join(build, 'routes.json'), 'utf8'))).toMatchObject({
      routes: expect.arrayContaining([expect.objectContaining({ path: DEMO.path, access: 'admin' })]),
    })
    // On its own origin, and only the manifest file says so: the shell and the gateway stay as they are.
    cdn = await serveStatic(build, 0)
    original = readFileSync(manifestFile(), 'utf8')
    const moved = {
      ...(JSON.parse(original) as Record<string, unknown>),
      admin: `${cdn.url}/remoteEntry.js`,
    }
    writeFileSync(manifestFile(), JSON.stringify(moved, null, 2))
    await expect.poll(async () => JSON.parse(await manifestServed()).admin).toBe(`${cdn.url}/remoteEntry.js`)
  })

  test.afterAll(async () => {
    if (original) writeFileSync(manifestFile(), original)
    await cdn?.close()
    if (original) await expect.poll(manifestServed).toBe(original)
  })

  test('an administrator gets its nav entry, the screen and its Hebrew page title', async ({ page }) => {
    const routesFromCdn = page.waitForRequest((r) => r.url() === `${cdn!.url}/routes.json`)
    await loginViaUi(page, stateValue('adminEmail'), stateValue('adminPassword'))
    await routesFromCdn
    const link = mainNav(page).getByRole('link', { name: DEMO.navLabel })
    await expect(link).toBeVisible()
    // Placed by its order (200): after the remote's other sections.
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'מפה',
      'מפות',
      'מתפללים',
      'משפחות',
      'אירועים',
      'עונות',
      'דיווחים',
      'התפנו',
      'תצוגות',
      'אלמנטים',
      'אזורים',
      'תזכורות',
      'משתמשים',
      'לידים',
      'דואר יוצא',
      'רשימת חסימה',
      'מסלולים',
      'לוח בקרה',
      DEMO.navLabel,
    ])

    const entryFromCdn = page.waitForRequest((r) => r.url() === `${cdn!.url}/remoteEntry.js`)
    await link.click()
    await entryFromCdn
    await expect(page).toHaveURL(new RegExp(`${DEMO.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: DEMO.heading })).toBeVisible()
    await expectRemoteMounted(page, 'admin')
    await expect(page).toHaveTitle(DEMO.title)
    await expect(link).toHaveAttribute('aria-current', 'page')
    // The remote's older screens are still there, from the same build.
    await page.goto('/users')
    await expect(page.getByRole('heading', { name: 'משתמשים', exact: true })).toBeVisible()
    await expect(page).toHaveTitle('מקום פנוי | משתמשים')
    expect(readFileSync(fromRoot('shell', 'dist', 'index.html')).equals(shellIndex)).toBe(true)
  })

  test('a signed-in warden who is not an administrator has no entry and is sent home from it', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    await loginViaUi(page, account.email, account.password)
    await expect(mainNav(page).getByRole('link', { name: 'מפות' })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: DEMO.navLabel })).toHaveCount(0)
    await expect(mainNav(page).getByRole('link', { name: 'משתמשים' })).toHaveCount(0)

    // Typed in the address bar: decided before anything mounts.
    await page.goto(DEMO.path)
    await expect(page).not.toHaveURL(new RegExp(DEMO.path))
    await expect(page).toHaveURL(/\/(map\/\d*)?$/)
    await expect(userMenu(page)).toContainText(account.contactName)

    // And from inside the app (a link elsewhere would do the same).
    await page.evaluate((to) => window.history.pushState(null, '', to), DEMO.path)
    await expect(page).not.toHaveURL(new RegExp(DEMO.path))
    await expect(page.getByRole('heading', { name: DEMO.heading })).toHaveCount(0)
  })

  test('a signed-out visitor goes to login, and back to the screen after it', async ({ page }) => {
    await page.goto(DEMO.path)
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('lastPath'))).toBe(DEMO.path)
    await submitLogin(page, stateValue('adminEmail'), stateValue('adminPassword'))
    await expect(page).toHaveURL(new RegExp(`${DEMO.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: DEMO.heading })).toBeVisible()
    await expect(page).toHaveTitle(DEMO.title)
  })

  test('without its routes.json, the remote’s known screens keep the built-in rules and the new one is unknown', async ({
    page,
  }) => {
    const routesFile = path.join(build, 'routes.json')
    renameSync(routesFile, `${routesFile}.away`)
    try {
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      await loginViaUi(page, stateValue('adminEmail'), stateValue('adminPassword'))
      await expect(mainNav(page).getByRole('link', { name: 'לידים' })).toBeVisible()
      await expect(mainNav(page).getByRole('link', { name: DEMO.navLabel })).toHaveCount(0)
      expect(errors.some((e) => e.includes('"admin" route manifest is unusable'))).toBe(true)

      await page.goto(DEMO.path)
      await expect(page.getByText('הדף לא נמצא')).toBeVisible()
      await expect(page.getByRole('heading', { name: DEMO.heading })).toHaveCount(0)

      await page.goto('/users')
      await expectRemoteMounted(page, 'admin')
      await expect(page.getByRole('heading', { name: 'משתמשים', exact: true })).toBeVisible()
    } finally {
      renameSync(`${routesFile}.away`, routesFile)
    }
  })
})
