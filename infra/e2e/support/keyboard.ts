import type { Locator, Page } from '@playwright/test'

/**
 * Tab (or Shift+Tab) until `target` has the focus, never more than `max` presses; resolves with the count,
 * so a test can say how far the keyboard has to go.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
): Promise<number> {
  const { back = false, max = 40 } = options
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses
  }
  throw new Error(`${max} ${back ? 'Shift+Tab' : 'Tab'} presses did not reach the element`)
}
