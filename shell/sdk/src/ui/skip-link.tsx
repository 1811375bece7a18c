import type { ReactNode } from 'react'

export interface SkipLinkProps {
  /** The id of the part to jump to; it must take focus (a widget, or tabIndex -1). */
  target: string
  /** Where to go when the target is not on the page (a list still empty): a CSS selector. */
  fallback?: string
  children: ReactNode
}

/**
 * A link past repeated parts (the top bar, a toolbar), out of sight until the keyboard reaches it. It moves
 * focus and leaves the URL alone: a hash would be taken for a route.
 */
export function SkipLink({ target, fallback, children }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className="seats-skip-link"
      onClick={(event) => {
        event.preventDefault()
        const el =
          document.getElementById(target) ?? (fallback ? document.querySelector<HTMLElement>(fallback) : null)
        el?.focus()
      }}
    >
      {children}
    </a>
  )
}
