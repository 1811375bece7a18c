import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { SCREENSHOTS_DIR } from '../e2e-env.js'

/** A full-page screenshot once nothing animates any more (a dialog mid-fade would look broken). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true })
}

/**
 * Fails when `cover` (a toast, a popover) overlaps any of the named elements a user needs to see, once it has
 * settled: a toast slides in from above, so its first frames may cross the top bar on the way to its place.
 */
export async function expectNotCovering(cover: Locator, covered: Record<string, Locator>): Promise<void> {
  await expect(cover, 'the covering element is on the screen').toBeVisible()
  // A toast stays while the pointer rests on it: on a slow machine the check never races its timer.
  await cover.hover()
  // An animation cancelled on the way (a toast moved below a screen's title as it shows) has settled too.
  await cover.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  )
  for (const [what, locator] of Object.entries(covered)) {
    await expect(locator, `${what} is on the screen`).toBeVisible()
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([cover.boundingBox(), locator.boundingBox()])
          if (!a || !b) return `${what} or the covering element left the screen`
          const overlap =
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
          return overlap ? `it covers ${what}` : 'apart'
        },
        { message: `the covering element stays clear of ${what}` },
      )
      .toBe('apart')
  }
  // Let it go: the toast fades on its own again.
  await cover.page().mouse.move(1, 1)
}

/** A phone's screen, and the phone held in the hand: touch, a mobile browser, a sharp display. */
export const PHONE_SCREEN = { width: 390, height: 844 }
export const HELD_PHONE = { viewport: PHONE_SCREEN, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }

/**
 * The page does not scroll sideways: nothing is wider than the phone. A mobile browser zooms a page wider
 * than the screen out to show it all, which grows window.innerWidth with it, so the width is checked too.
 * `soft` lets a test that walks many screens list every one that does not fit.
 */
export async function expectFitsPhone(page: Page, where: string, { soft = false } = {}): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  const check = soft ? expect.soft : expect
  check(
    innerWidth,
    `${where}: zoomed out to a ${innerWidth} px window on a ${PHONE_SCREEN.width} px phone`,
  ).toBe(PHONE_SCREEN.width)
  check(scrollWidth, `${where}: ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  )
}

/** Opens a screen and waits until it shows what `ready` expects and the sign-in's toasts have faded. */
export async function visitScreen(
  page: Page,
  route: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(route)
  await ready(page)
  await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
}

/** The screen at 1440 and 390 px, light and dark; `ready` waits for what each size must show. */
export async function screenshotFourWays(
  page: Page,
  name: string,
  ready: () => Promise<void> = async () => {},
): Promise<void> {
  for (const [width, size] of [
    [1440, 'desktop'],
    [PHONE_SCREEN.width, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : PHONE_SCREEN.height })
    await ready()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme)
      await saveScreenshot(page, `${name}-${size}-${scheme}`)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1440, height: 900 })
}

/**
 * Closes the toasts showing, as a user does with their close button (the last of a toast's buttons). None
 * showing is fine: on a busy machine a toast may time out before the test reaches for it.
 */
export async function closeToasts(page: Page, how: 'tap' | 'click' = 'click'): Promise<void> {
  const toasts = page.locator('.bp6-toast')
  await expect(async () => {
    if ((await toasts.count()) > 0) {
      const close = toasts.first().getByRole('button').last()
      const done = how === 'tap' ? close.tap({ timeout: 1_000 }) : close.click({ timeout: 1_000 })
      await done.catch(() => undefined)
    }
    await expect(toasts).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}
