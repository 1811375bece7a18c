import { expect, type Page } from '@playwright/test'

/** The shell's Hebrew panel for a remote that failed to load (sdk errorTexts.remoteUnavailable). */
const REMOTE_UNAVAILABLE = 'לא ניתן לטעון את החלק הזה של המערכת'

/** The remote rendered its own content into the shell's container for it, not the failure panel. */
export async function expectRemoteMounted(page: Page, name: 'landing' | 'seating' | 'admin'): Promise<void> {
  const container = page.locator(`#mfe-${name}`)
  await expect(container.locator(':scope > *').first()).toBeVisible()
  // Markup served with the page (the home page) is live only once the remote has hydrated it.
  await expect(container).not.toHaveAttribute('data-prerendered')
  await expect(container).not.toContainText(REMOTE_UNAVAILABLE)
}

/**
 * One @seats/sdk on the page, whatever remotes it went through: a second copy would be a second session,
 * API client and socket (the sdk counts its copies in window.__SEATS_SDK__).
 */
export async function expectOneSdk(page: Page): Promise<void> {
  const copies = await page.evaluate(
    () => (window as unknown as { __SEATS_SDK__?: { copies: number } }).__SEATS_SDK__?.copies,
  )
  expect(copies, 'copies of @seats/sdk evaluated on the page').toBe(1)
}
