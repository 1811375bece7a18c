import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { AXE_LOG, type AxeCheck } from '../axe-summary.js'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the product promises to meet. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

export const VARIANTS = [
  { name: 'desktop light', viewport: { width: 1366, height: 900 }, colorScheme: 'light' },
  { name: 'desktop dark', viewport: { width: 1366, height: 900 }, colorScheme: 'dark' },
  { name: '390 light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: '390 dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const

export type Variant = (typeof VARIANTS)[number]

/** Finite animations (a dialog fading in, a toast sliding) end before a check: half-faded text is no colour. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Runs axe's WCAG A/AA rules on the page as it is and fails the test (softly, so one run lists every
 * page) on any violation, naming the rule, its help text and the first elements it found.
 */
export async function expectAccessible(
  page: Page,
  name: string,
  variant: Variant,
  /** Only this part of the page (an open menu: what lies under it cannot be reached while it is open). */
  only?: string,
): Promise<AxeCheck> {
  await settle(page)
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS)
  const results = await (only ? builder.include(only) : builder).analyze()
  const check: AxeCheck = {
    page: name,
    variant: variant.name,
    violations: results.violations.length,
    nodes: results.violations.reduce((sum, v) => sum + v.nodes.length, 0),
    review: results.incomplete.length,
    rules: results.violations.map((v) => `${v.id}×${v.nodes.length}`),
  }
  mkdirSync(path.dirname(AXE_LOG), { recursive: true })
  appendFileSync(AXE_LOG, `${JSON.stringify(check)}\n`)
  console.log(
    `axe ${name} (${variant.name}): ${check.violations} violations on ${check.nodes} elements, ${check.review} to review`,
  )
  const details = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 4)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n'),
  )
  expect.soft(details, `axe on ${name} (${variant.name})`).toEqual([])
  return check
}

/** Sets the page to one variant (size and colour scheme) without reloading it. */
export async function useVariant(page: Page, variant: Variant): Promise<void> {
  await page.setViewportSize(variant.viewport)
  await page.emulateMedia({ colorScheme: variant.colorScheme })
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', variant.colorScheme)
}

/** Checks the page in every variant; `ready` waits for what the page must show in each. */
export async function expectAccessibleEverywhere(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  for (const variant of VARIANTS) {
    await useVariant(page, variant)
    await ready(page)
    await expectAccessible(page, name, variant)
  }
}
