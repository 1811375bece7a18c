import path from 'node:path'
import type { Page } from '@playwright/test'
import { SCREENSHOTS_DIR } from '../e2e-env.js'

/** A full-page screenshot once nothing animates any more (a dialog mid-fade would look broken). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true })
}
