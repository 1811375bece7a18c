import { useEffect, useId, useRef, useState } from 'react'
import { useRevealRefresh } from '../motion/reveal-context'

export interface TestimonialProps {
  paragraphs: readonly string[]
  name: string
  initials: string
  role: string
  /** A long testimony shows this much (a CSS length) until the reader asks for the rest. */
  collapsedHeight?: string
}

export const CONTINUE_READING = 'המשך לקרוא'

export function Testimonial({ paragraphs, name, initials, role, collapsedHeight }: TestimonialProps) {
  const [expanded, setExpanded] = useState(collapsedHeight === undefined)
  const bodyRef = useRef<HTMLDivElement>(null)
  const wasCollapsed = useRef(!expanded)
  const refreshReveal = useRevealRefresh()
  const bodyId = useId()

  useEffect(() => {
    if (!expanded || !wasCollapsed.current) return
    wasCollapsed.current = false
    // The button that had focus is gone; keep the reader where they were reading.
    bodyRef.current?.focus({ preventScroll: true })
    // Everything below moved down: the scroll animations measure again once the new height is laid out.
    const frame = requestAnimationFrame(() => refreshReveal())
    return () => cancelAnimationFrame(frame)
  }, [expanded, refreshReveal])

  return (
    <figure className="landing-testimonial">
      <div
        ref={bodyRef}
        id={bodyId}
        tabIndex={-1}
        className={`landing-testimonial__body${expanded ? '' : ' landing-testimonial__body--collapsed'}`}
        style={expanded ? undefined : { maxHeight: collapsedHeight }}
        data-testid="testimonial-body"
      >
        <blockquote className="landing-testimonial__quote">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </blockquote>
      </div>
      {expanded ? null : (
        <button
          type="button"
          className="landing-testimonial__more"
          aria-expanded="false"
          aria-controls={bodyId}
          onClick={() => setExpanded(true)}
        >
          {CONTINUE_READING}
        </button>
      )}
      <figcaption className="landing-testimonial__author">
        <span className="landing-testimonial__avatar" aria-hidden="true">
          {initials}
        </span>
        <span>
          <strong>{name}</strong>
          <span className="landing-testimonial__role">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
