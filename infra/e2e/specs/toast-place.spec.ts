import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { expectNotCovering, HELD_PHONE, saveScreenshot } from '../support/screens.js'

/** A warden with one map, on the maps screen once the sign-in's toasts have gone. */
async function onMapsScreen(page: Page, request: Parameters<typeof apiToken>[0]): Promise<void> {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  await api(request, token, 'POST', '/maps', { name: 'אולם ראשי', rows: 4, cols: 6, cells: [] })
  await loginViaUi(page, account.email, account.password)
  await page.goto('/maps')
  await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
}

/** Renames the map from the maps screen: its success toast shows while the screen's title is in view. */
async function rename(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `עריכה ${from}` }).click()
  const dialog = page.getByRole('dialog', { name: /מפה/ })
  await dialog.getByLabel('שם המפה').fill(to)
  await dialog.getByRole('button', { name: 'שמירה' }).click()
  await expect(dialog).toBeHidden()
}

const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'מפות', exact: true })

/** Renames the map in each colour scheme in turn: each toast stays below the title. */
async function toastBelowTitleInBothSchemes(
  page: Page,
  size: 'desktop' | 'phone',
  schemes: readonly ['light', 'dark'] | readonly ['dark', 'light'],
): Promise<void> {
  const names = ['אולם ראשי', 'האולם הגדול', 'האולם הקטן']
  for (const [i, scheme] of schemes.entries()) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme)
    // The toast before has gone: only this rename's toast is on the screen.
    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
    await rename(page, names[i]!, names[i + 1]!)
    const toast = page.locator('.bp6-toast').filter({ hasText: 'העדכון בוצע בהצלחה' })
    await expectNotCovering(toast, { 'the screen’s title': title(page) })
    await saveScreenshot(page, `toast-below-title-${size}-${scheme}`)
  }
}

test.describe('toasts leave the screen’s title in view', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('on a desktop, a toast shows below the title, not over it', async ({ page, request }) => {
    await onMapsScreen(page, request)
    await toastBelowTitleInBothSchemes(page, 'desktop', ['light', 'dark'])
  })
})

test.describe('toasts on a phone', () => {
  test.use(HELD_PHONE)

  test('on a phone, a toast across the screen shows below the title', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await onMapsScreen(page, request)
    await toastBelowTitleInBothSchemes(page, 'phone', ['dark', 'light'])
  })
})
