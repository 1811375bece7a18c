import { appendFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import {
  contrastRatio,
  flattenOver,
  LARGE_TEXT_CONTRAST,
  parseColour,
  TEXT_CONTRAST,
  toHex,
  type Rgb,
} from '@seats/contracts'
import { AXE_LOG, type AxeCheck } from '../axe-summary.js'

/** Playwright's own PNG decoder (pngjs), to read the pixels of an element's screenshot. */
const { PNG } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } }
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the product promises to meet. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

export const VARIANTS = [
  { name: 'desktop light', viewport: { width: 1366, height: 900 }, colorScheme: 'light' },
  { name: 'desktop dark', viewport: { width: 1366, height: 900 }, colorScheme: 'dark' },
  { name: '390 light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: '390 dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const

export type Variant = (typeof VARIANTS)[number]

/**
 * axe's best-practice rules run too and fail like the WCAG ones, but for these, each with the reason it
 * does not apply here. Keep it short: a rule goes here only when the product is right to break it.
 */
export const ALLOWED_BEST_PRACTICE: Record<string, string> = {}

/** At most this many 'needs review' contrast results are decided per page (each takes a screenshot). */
const CONTRAST_REVIEWS_PER_PAGE = 40

/** Finite animations (a dialog fading in, a toast sliding) end before a check: half-faded text is no colour. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/** How an element's text is drawn, read in the page. */
interface DrawnText {
  color: string
  /** The product of the element's and its ancestors' opacity. */
  opacity: number
  large: boolean
  visible: boolean
}

/** The colour most pixels of a screenshot have: the background the text is drawn on. */
function backgroundOf(png: Buffer): Rgb | null {
  const { data } = PNG.sync.read(png)
  const counts = new Map<number, number>()
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  let best: [number, number] | null = null
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry
  if (!best) return null
  const key = best[0]
  return { r: (key >> 16) & 255, g: (key >> 8) & 255, b: key & 255, a: 1 }
}

/**
 * Decides the colour-contrast results axe leaves for review (text over a gradient, an image or another
 * element): the text colour is the rendered one (its alpha and opacity laid over the background), the
 * background is what the screenshot of the element shows most; under 4.5:1 (3:1 for large text) fails.
 */
async function decideContrastReviews(
  page: Page,
  nodes: ReadonlyArray<{ target: unknown[] }>,
): Promise<string[]> {
  const problems: string[] = []
  for (const node of nodes.slice(0, CONTRAST_REVIEWS_PER_PAGE)) {
    const selector = node.target.length === 1 && typeof node.target[0] === 'string' ? node.target[0] : null
    if (!selector) continue
    const element = page.locator(selector).first()
    const drawn = await element
      .evaluate((el): DrawnText & { box: { x: number; y: number; width: number; height: number } } => {
        const inView = (r: DOMRect) =>
          r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
        if (!inView(el.getBoundingClientRect())) el.scrollIntoView({ block: 'center', inline: 'center' })
        const style = getComputedStyle(el)
        let opacity = 1
        for (let e: Element | null = el; e; e = e.parentElement)
          opacity *= Number(getComputedStyle(e).opacity)
        const size = parseFloat(style.fontSize)
        const bold = Number(style.fontWeight) >= 700
        const box = el.getBoundingClientRect()
        // Text under a menu or a dialog is not what the user reads: the layer over it is checked instead.
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        const covered = top !== null && !el.contains(top) && !top.contains(el)
        // SVG text is painted with fill, not color.
        const svgFill = el instanceof SVGElement && style.fill.startsWith('rgb') ? style.fill : null
        return {
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
          color: svgFill ?? style.color,
          opacity,
          // WCAG's large text: 18 pt, or 14 pt bold (24 and 18.66 CSS px).
          large: size >= 24 || (bold && size >= 18.66),
          visible:
            box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && opacity > 0 && !covered,
        }
      })
      .catch(() => null)
    if (!drawn?.visible) continue
    // A clip of the page as it is: an element screenshot would wait for a scroll-driven animation to stop.
    const shot = await page
      .screenshot({ clip: drawn.box, animations: 'disabled', timeout: 5000 })
      .catch(() => null)
    const background = shot ? backgroundOf(shot) : null
    const text = parseColour(drawn.color)
    if (!background || !text) continue
    const ink = flattenOver({ ...text, a: text.a * drawn.opacity }, background)
    const ratio = contrastRatio(ink, background)
    const needed = drawn.large ? LARGE_TEXT_CONTRAST : TEXT_CONTRAST
    if (ratio < needed)
      problems.push(
        `color-contrast (decided from the rendered colours): ${selector}: ${toHex(ink)} on ${toHex(background)} ` +
          `is ${ratio.toFixed(2)}:1, under ${needed}:1`,
      )
  }
  return problems
}

/**
 * Runs axe's WCAG A/AA and best-practice rules on the page as it is, and decides the contrast results axe
 * leaves for review; answers every problem found (the rule, its help text and the first elements).
 */
async function runAxe(
  page: Page,
  name: string,
  variant: Variant,
): Promise<{ check: AxeCheck; problems: string[] }> {
  await settle(page)
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_AA_TAGS, 'best-practice'])
    .disableRules(Object.keys(ALLOWED_BEST_PRACTICE))
    .analyze()
  const reviewed = await decideContrastReviews(
    page,
    results.incomplete.find((r) => r.id === 'color-contrast')?.nodes ?? [],
  )
  const check: AxeCheck = {
    page: name,
    variant: variant.name,
    violations: results.violations.length + (reviewed.length > 0 ? 1 : 0),
    nodes: results.violations.reduce((sum, v) => sum + v.nodes.length, 0) + reviewed.length,
    review: results.incomplete.length,
    rules: [
      ...results.violations.map((v) => `${v.id}×${v.nodes.length}`),
      ...(reviewed.length > 0 ? [`color-contrast (reviewed)×${reviewed.length}`] : []),
    ],
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
  return { check, problems: [...details, ...reviewed] }
}

/** Every problem axe (and the contrast decision) finds on the page, one line or paragraph each. */
export async function axeProblems(page: Page, name: string, variant: Variant): Promise<string[]> {
  return (await runAxe(page, name, variant)).problems
}

/** Fails the test (softly, so one run lists every page) on any problem axeProblems finds. */
export async function expectAccessible(page: Page, name: string, variant: Variant): Promise<AxeCheck> {
  const { check, problems } = await runAxe(page, name, variant)
  expect.soft(problems, `axe on ${name} (${variant.name})`).toEqual([])
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
