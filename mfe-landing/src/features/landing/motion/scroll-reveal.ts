/**
 * Scroll-triggered entrance of the landing page's text blocks (seed §2): paragraphs, h3, list items and
 * pricing blocks slide in from above, h2 from the right, once they cross 80% of the scroll container's
 * height, and slide back out when scrolled back above that line. Plain IntersectionObserver rooted at the
 * page's own scroll container; the hidden state exists only while this runs, so without it all shows.
 */
export const REVEAL_TARGETS = 'p, h2, h3, li, [data-reveal]'
export const REVEAL_CLASS = 'landing-reveal'
export const REVEALED_CLASS = 'is-revealed'
/** "Start at 80% of the viewport": the bottom fifth of the container does not count as in view. */
export const REVEAL_ROOT_MARGIN = '0px 0px -20% 0px'

export interface ScrollReveal {
  /** Picks up new or moved blocks (after a testimonial expands, for one). */
  refresh(): void
  disconnect(): void
}

const noop: ScrollReveal = { refresh() {}, disconnect() {} }

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

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
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement
        if (entry.isIntersecting) el.classList.add(REVEALED_CLASS)
        // Only a block that went back below the line hides again; one scrolled past upwards stays.
        else if (entry.rootBounds && entry.boundingClientRect.top >= entry.rootBounds.bottom) el.classList.remove(REVEALED_CLASS)
      }
    },
    { root, rootMargin: REVEAL_ROOT_MARGIN, threshold: 0 },
  )
  const observed = new Set<HTMLElement>()

  const scan = () => {
    for (const el of revealTargets(root.querySelectorAll(scopeSelector))) {
      if (observed.has(el)) {
        // Re-observing makes the observer report the block's current position once more.
        observer.unobserve(el)
      } else {
        el.classList.add(REVEAL_CLASS, el.tagName === 'H2' ? 'landing-reveal--from-right' : 'landing-reveal--from-above')
        observed.add(el)
      }
      observer.observe(el)
    }
  }
  scan()
  return {
    refresh: scan,
    disconnect() {
      observer.disconnect()
      for (const el of observed) el.classList.remove(REVEAL_CLASS, REVEALED_CLASS, 'landing-reveal--from-right', 'landing-reveal--from-above')
      observed.clear()
    },
  }
}
