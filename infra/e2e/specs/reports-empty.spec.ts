import { expect, test } from '@playwright/test'
import { loginViaUi } from '../support/accounts.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { layoutShifts, recordLayoutShifts } from '../support/layout-shift.js'
import { PHONE_SCREEN, saveScreenshot } from '../support/screens.js'
import { wardenWithMap } from '../support/warden-data.js'

/** A date nobody reported for: the screen says so under its own heading, and on a phone nothing jumps. */
test.describe('the reports screen of a date with no reports', () => {
  test.use({ viewport: PHONE_SCREEN, colorScheme: 'dark' })

  test('has an h1 then an h2, and its layout does not shift while it loads on a phone', async ({
    page,
    request,
  }) => {
    const { account } = await wardenWithMap(request, { name: 'אולם ראשי', rows: 4, cols: 6 })
    await loginViaUi(page, account.email, account.password)
    await recordLayoutShifts(page)
    await page.goto('/reports')
    const empty = page.getByRole('heading', { name: 'אין דיווחים לתאריך זה' })
    await expect(empty).toBeVisible()
    await expect(page.locator('.rp-add')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)

    // The outline: the screen's h1, then the empty state's h2 right under it (no h3 or h4 skipped to).
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.filter((h) => h.getClientRects().length > 0).map((h) => Number(h.tagName[1])))
    expect(levels[0]).toBe(1)
    for (const [i, level] of levels.entries())
      if (i > 0) expect.soft(level, `${levels}`).toBeLessThanOrEqual(levels[i - 1]! + 1)
    await expect.soft(empty).toHaveJSProperty('tagName', 'H2')

    const { total, shifts } = await layoutShifts(page)
    console.log(`/reports, no reports, 390 px: cumulative layout shift ${total.toFixed(3)}`)
    // Chrome calls under 0.1 good; a screen that reserves its space shifts by nothing a reader could see.
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
    await saveScreenshot(page, 'reports-empty-phone-dark')
    await expectAccessibleEverywhere(page, '/reports (a date with no reports)', () =>
      expect(empty).toBeVisible(),
    )
  })
})
