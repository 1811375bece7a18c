import type { Locator, Page } from '@playwright/test'

/** A cell of the map editor's board, by row and column. */
export const cell = (page: Page, row: number, col: number) => page.locator(`#me-cell-${row}-${col}`)
/** A worshipper's row in the map's worshippers panel. */
export const personRow = (page: Page, name: string) => page.locator('.me-person', { hasText: name })

/** The centre of an element on the screen. */
export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A real pointer drag: press, travel in steps (the editor hit-tests on the way), release. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await centre(from)
  const b = await centre(to)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(a.x + 8, a.y + 8, { steps: 2 })
  await page.mouse.move(b.x, b.y, { steps: 12 })
  await page.mouse.up()
}
