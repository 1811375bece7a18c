import type { Page } from '@playwright/test'

export interface LayoutShift {
  value: number
  /** The elements that moved, each with its box before and after (CSS px). */
  sources: string[]
}

/**
 * Records the page's layout shifts from its first paint (a PerformanceObserver set before any script runs),
 * as Lighthouse and Chrome's CLS count them: shifts right after the user's own input are left out.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = []
    ;(window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts = shifts
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?')
      const cls = node.getAttribute('class')?.split(' ').slice(0, 2).join('.')
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls ? `.${cls}` : ''}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number
        hadRecentInput: boolean
        sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
      }>) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (s) =>
              `${describe(s.node)} ${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)} -> ` +
              `${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far and their sum (the cumulative layout shift of a page that is one session). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts?: LayoutShift[] }).__layoutShifts ?? [],
  )
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts }
}
