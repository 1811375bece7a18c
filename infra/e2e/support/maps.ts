import { expect, type Locator, type Page } from '@playwright/test'

/** Fills the open map dialog and saves it; resolves with the new map's id once its route opens. */
export async function saveMapDialog(
  page: Page,
  dialog: Locator,
  map: { name: string; rows: number; cols: number },
): Promise<number> {
  await dialog.getByLabel('שם המפה').fill(map.name)
  await dialog.getByLabel('מספר שורות').fill(String(map.rows))
  await dialog.getByLabel('מושבים בשורה').fill(String(map.cols))
  await dialog.getByRole('button', { name: 'שמירה' }).click()
  await expect(page).toHaveURL(/\/map\/\d+$/)
  return Number(page.url().split('/').pop())
}
