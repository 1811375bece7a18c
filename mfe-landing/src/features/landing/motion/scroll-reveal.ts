import { prefersReducedMotion } from '@seats/sdk/core'

/**
 * Scroll-triggered entrance of the landing page's text blocks (seed §2): paragraphs, h3, list items and
 * pricing blocks slide in from above, h2 from the right, once they cross 80% of the scroll container's
 * height, and slide back out when scrolled back below that line. Plain IntersectionObserver rooted at the
 * page's own scroll container; the hidden state exists only while this runs, so without it all shows.
 */
export const REVEAL_TARGETS = 'p, h2, h3, li, [data-reveal]'
export const REVEAL_CLASS = 'landing-reveal'
export const REVEALED_CLASS = 'is-revealed'
/** "Start at 80% of the viewport": the bottom fifth of the container does not count as in view. */
export const REVEAL_LINE = 0.8
/** How far a hidden block sits above its place (landing-page.css, .landing-reveal--from-above). */
const HIDDEN_SHIFT_PX = 40

export interface ScrollReveal {
  /** Picks up new or moved blocks (after a testimonial expands, for one). */
  refresh(): void
  disconnect(): void
}

const noop: ScrollReveal = { refresh() {}, disconnect() {} }

/** Outermost matches only: a paragraph inside a list item moves with its item, not on its own. */
function revealTargets(scopes: Iterable<Element>): HTMLElement[] {
  const found: HTMLElement[] = []
  for (const scope of scopes) {
    for (const el of scope.querySelectorAll<HTMLElement>(REVEAL_TARGETS)) {
      const outer = el.parentElement?.closest(REVEAL_TARGETS)
      if (outer && scope.contains(outer)) continue
      found.push(el)
    }
  }
  return found
}

export function createScrollReveal(root: HTMLElement, scopeSelector = '[data-reveal-scope]'): ScrollReveal {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return noop
  const observed = new Set<HTMLElement>()
  let showing: IntersectionObserver | null = null
  let hiding: IntersectionObserver | null = null
  let builtForHeight = -1
  const atEnd = () => root.scrollTop + root.clientHeight >= root.scrollHeight - 2

  /**
   * Two lines: a block shows when it rises above the 80% line and hides only when it falls clearly below
   * it. With one line, a block sitting on it would flicker for ever, since hiding lifts it by 40px.
   */
  const build = () => {
    builtForHeight = root.clientHeight
    showing?.disconnect()
    hiding?.disconnect()
    const line = Math.round(root.clientHeight * (1 - REVEAL_LINE))
    showing = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) e.target.classList.add(REVEALED_CLASS)
      },
      { root, rootMargin: `0px 0px -${line}px 0px` },
    )
    hiding = new IntersectionObserver(
      (entries) => {
        // At the end of the scroll everything shows (see revealAtEnd).
        if (atEnd()) return
        for (const e of entries) {
          // Only a block that went back below the line hides again; one scrolled past upwards stays.
          if (!e.isIntersecting && e.rootBounds && e.boundingClientRect.top >= e.rootBounds.bottom)
            e.target.classList.remove(REVEALED_CLASS)
        }
      },
      { root, rootMargin: `0px 0px -${Math.max(0, line - HIDDEN_SHIFT_PX - 8)}px 0px` },
    )
    for (const el of observed) {
      showing.observe(el)
      hiding.observe(el)
    }
  }

  // The last blocks of the page may never reach the 80% line: at the end of the scroll they all show.
  const revealAtEnd = () => {
    if (!atEnd()) return
    for (const el of observed) el.classList.add(REVEALED_CLASS)
  }
  const onResize = () => {
    if (root.clientHeight !== builtForHeight) build()
    revealAtEnd()
  }
  root.addEventListener('scroll', revealAtEnd, { passive: true })
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize)
  resizes?.observe(root)

  const scan = () => {
    for (const el of revealTargets(root.querySelectorAll(scopeSelector))) {
      if (!observed.has(el)) {
        el.classList.add(
          REVEAL_CLASS,
          el.tagName === 'H2' ? 'landing-reveal--from-right' : 'landing-reveal--from-above',
        )
        observed.add(el)
      }
    }
    // Observing afresh makes both observers report every block's current position once more.
    build()
    revealAtEnd()
  }
  scan()
  return {
    refresh: scan,
    disconnect() {
      showing?.disconnect()
      hiding?.disconnect()
      resizes?.disconnect()
      root.removeEventListener('scroll', revealAtEnd)
      for (const el of observed)
        el.classList.remove(
          REVEAL_CLASS,
          REVEALED_CLASS,
          'landing-reveal--from-right',
          'landing-reveal--from-above',
        )
      observed.clear()
    },
  }
}
