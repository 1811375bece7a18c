import { expect, test } from '@playwright/test'
import { loginViaUi } from '../support/accounts.js'
import { expectFitsPhone, HELD_PHONE, saveScreenshot } from '../support/screens.js'
import { wardenWithData } from '../support/warden-data.js'

/** How far the content may stay from the page frame's edges: its padding and its card's, no more. */
const PAGE_PADDING = 64

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the Friday view (${colorScheme})`, () => {
    test.use({ colorScheme, viewport: { width: 1440, height: 900 } })

    test(`on a desktop it uses the whole width: the freed seats and who reported side by side (${colorScheme})`, async ({
      page,
      request,
    }) => {
      const account = await wardenWithData(request)
      await loginViaUi(page, account.email, account.password)
      await page.goto('/free-seats')
      const maps = page.locator('.fs-maps')
      const reports = page.getByRole('region', { name: 'מי דיווח' })
      await expect(maps.locator('.fs-seat').first()).toBeVisible()
      await expect(reports.locator('.fs-report')).toHaveCount(3)

      // The content spans the page from its right edge to its left one, within the page's padding.
      const frame = (await page.locator('.seats-page').boundingBox())!
      const layout = (await page.locator('.fs-layout').boundingBox())!
      expect(layout.x - frame.x, 'the content reaches the left edge').toBeLessThanOrEqual(PAGE_PADDING)
      expect(frame.x + frame.width - (layout.x + layout.width), 'and the right edge').toBeLessThanOrEqual(
        PAGE_PADDING,
      )
      // Who reported stands beside the maps (to their left in Hebrew), not under them.
      const [mapsBox, reportsBox] = [(await maps.boundingBox())!, (await reports.boundingBox())!]
      expect(Math.abs(mapsBox.y - reportsBox.y)).toBeLessThan(2)
      expect(reportsBox.x + reportsBox.width).toBeLessThanOrEqual(mapsBox.x)
      // A map's freed seats sit in columns.
      const seats = maps.locator('.fs-seat')
      const [first, second] = [(await seats.nth(0).boundingBox())!, (await seats.nth(1).boundingBox())!]
      expect(first.y).toBe(second.y)
      await saveScreenshot(page, `free-seats-desktop-${colorScheme}`)
    })
  })

  test.describe(`the Friday view on a phone (${colorScheme})`, () => {
    test.use({ colorScheme, ...HELD_PHONE })

    test(`on a phone everything fits, one column (${colorScheme})`, async ({ page, request }) => {
      const account = await wardenWithData(request)
      await loginViaUi(page, account.email, account.password)
      await page.goto('/free-seats')
      await expect(page.locator('.fs-seat').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'מי דיווח' }).locator('.fs-report')).toHaveCount(3)
      await expectFitsPhone(page, 'the Friday view')
      await saveScreenshot(page, `free-seats-phone-${colorScheme}`)
    })
  })
}
