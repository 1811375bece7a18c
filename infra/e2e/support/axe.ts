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

/** At most this many 'needs review' contrast results are decided per page. */
const CONTRAST_REVIEWS_PER_PAGE = 200

/** Finite animations (a dialog fading in, a toast sliding) end before a check: half-faded text is no colour. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/** How a text element is drawn in the viewport, read in the page. */
interface DrawnText {
  selector: string
  /** Out of the viewport for now: looked at again after a scroll. */
  outside: boolean
  color: string
  /** The product of the element's and its ancestors' opacity. */
  opacity: number
  large: boolean
  visible: boolean
  box: { x: number; y: number; width: number; height: number }
}

/** Reads, in the page, how each element's text is drawn and where it lies in the viewport. */
function readDrawnTexts(selectors: string[]): DrawnText[] {
  return selectors.map((selector): DrawnText => {
    const none = { color: '', opacity: 0, large: false, box: { x: 0, y: 0, width: 0, height: 0 } }
    const el = document.querySelector(selector)
    if (!el) return { selector, outside: false, visible: false, ...none }
    const r = el.getBoundingClientRect()
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      return { selector, outside: true, visible: false, ...none }
    const style = getComputedStyle(el)
    let opacity = 1
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
    const size = parseFloat(style.fontSize)
    const bold = Number(style.fontWeight) >= 700
    // Text under a menu or a dialog is not what the user reads: the layer over it is checked instead.
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    const covered = top !== null && !el.contains(top) && !top.contains(el)
    // SVG text is painted with fill, not color.
    const svgFill = el instanceof SVGElement && style.fill.startsWith('rgb') ? style.fill : null
    return {
      selector,
      outside: false,
      box: { x: r.x, y: r.y, width: r.width, height: r.height },
      color: svgFill ?? style.color,
      opacity,
      // WCAG's large text: 18 pt, or 14 pt bold (24 and 18.66 CSS px).
      large: size >= 24 || (bold && size >= 18.66),
      visible: r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && opacity > 0 && !covered,
    }
  })
}

/** Pixels this close to the text's colour (sum of the channels' differences) are the text, not its ground. */
const INK_DISTANCE = 48

/**
 * The colour most pixels of a box of the screenshot have, leaving out the text's own: the background the
 * text is drawn on (over a gradient no one background colour outnumbers bold text's ink).
 */
function backgroundIn(
  png: { width: number; height: number; data: Buffer },
  box: DrawnText['box'],
  scale: number,
  ink: Rgb,
): Rgb | null {
  const counts = new Map<number, number>()
  const x0 = Math.max(0, Math.floor(box.x * scale))
  const y0 = Math.max(0, Math.floor(box.y * scale))
  const x1 = Math.min(png.width, Math.ceil((box.x + box.width) * scale))
  const y1 = Math.min(png.height, Math.ceil((box.y + box.height) * scale))
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4
      const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!]
      if (Math.abs(r - ink.r) + Math.abs(g - ink.g) + Math.abs(b - ink.b) < INK_DISTANCE) continue
      const key = (r << 16) | (g << 8) | b
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
 * background is what the screenshot shows most in the element's box; under 4.5:1 (3:1 for large text)
 * fails. One screenshot per viewport's height of the page, not one per element: the page is scrolled a
 * screen at a time and every element then in view is decided from that screen's pixels. Text inside a
 * scrolled panel that never comes into view is left undecided.
 */
async function decideContrastReviews(
  page: Page,
  nodes: ReadonlyArray<{ target: unknown[] }>,
): Promise<string[]> {
  const pending = [
    ...new Set(
      nodes.flatMap((n) => (n.target.length === 1 && typeof n.target[0] === 'string' ? [n.target[0]] : [])),
    ),
  ].slice(0, CONTRAST_REVIEWS_PER_PAGE)
  if (pending.length === 0) return []
  const problems: string[] = []
  const start = await page.evaluate(() => ({
    x: scrollX,
    y: scrollY,
    height: document.documentElement.scrollHeight,
  }))
  const view = page.viewportSize()
  if (!view) return []
  for (let y = 0; pending.length > 0 && y < start.height; y += view.height) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    const drawn = (await page.evaluate(readDrawnTexts, pending)).filter((d) => !d.outside)
    if (drawn.length === 0) continue
    const shot = PNG.sync.read(await page.screenshot({ animations: 'disabled', timeout: 10_000 }))
    const scale = shot.width / view.width
    for (const d of drawn) {
      pending.splice(pending.indexOf(d.selector), 1)
      if (!d.visible) continue
      const text = parseColour(d.color)
      const background = text ? backgroundIn(shot, d.box, scale, text) : null
      if (!background || !text) continue
      const ink = flattenOver({ ...text, a: text.a * d.opacity }, background)
      const ratio = contrastRatio(ink, background)
      const needed = d.large ? LARGE_TEXT_CONTRAST : TEXT_CONTRAST
      if (ratio < needed)
        problems.push(
          `color-contrast (decided from the rendered colours): ${d.selector}: ${toHex(ink)} on ${toHex(background)} ` +
            `is ${ratio.toFixed(2)}:1, under ${needed}:1`,
        )
    }
  }
  await page.evaluate(({ x, y }) => window.scrollTo(x, y), start)
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
  only?: string,
): Promise<{ check: AxeCheck; problems: string[] }> {
  await settle(page)
  const builder = new AxeBuilder({ page })
    .withTags([...WCAG_AA_TAGS, 'best-practice'])
    .disableRules(Object.keys(ALLOWED_BEST_PRACTICE))
  const results = await (only ? builder.include(only) : builder).analyze()
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
export async function expectAccessible(
  page: Page,
  name: string,
  variant: Variant,
  /** Only this part of the page (an open menu: what lies under it cannot be reached while it is open). */
  only?: string,
): Promise<AxeCheck> {
  const { check, problems } = await runAxe(page, name, variant, only)
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
