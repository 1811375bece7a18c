import { usePrefersReducedMotion } from '@seats/sdk/core'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { LineIcon } from '../illustrations/LineIcon'
import { activeSlide, carouselReducer } from './carousel-state'
import { showcaseSlides } from './showcase-slides'

/** Seed §9: the carousel moves every 1500 ms. */
export const CAROUSEL_INTERVAL_MS = 1500

export function ShowcaseCarousel() {
  const count = showcaseSlides.length
  const reducer = useMemo(() => carouselReducer(count), [count])
  const [state, dispatch] = useReducer(reducer, { position: 0, animate: true })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Starts as the build-time render did (hydration keeps that markup); reduced motion stops it right after.
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const stepBackAfterJump = useRef(false)
  const paused = hovered || focused || stopped
  const current = activeSlide(state, count)

  // Reduced motion, at the start or turned on while the page is open: the carousel stops (its play button
  // still starts it).
  useEffect(() => {
    if (reducedMotion) setStopped(true)
  }, [reducedMotion])

  useEffect(() => {
    if (paused) return
    const timer = window.setInterval(() => {
      if (!document.hidden) dispatch({ type: 'next' })
    }, CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [paused])

  // After a jump with the transition off, turn it back on once the jump has been painted.
  useEffect(() => {
    if (state.animate) return
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        if (stepBackAfterJump.current) {
          stepBackAfterJump.current = false
          dispatch({ type: 'prev' })
        } else dispatch({ type: 'armed' })
      })
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [state.animate])

  // Without transitions (reduced motion) there is no transitionend: settle right away.
  useEffect(() => {
    if (state.position >= count && reducedMotion) dispatch({ type: 'settled' })
  }, [state.position, count, reducedMotion])

  const goPrev = () => {
    if (state.position === 0) stepBackAfterJump.current = true
    dispatch({ type: 'prev' })
  }

  const slides = [...showcaseSlides, ...showcaseSlides]
  return (
    <div
      className="landing-carousel"
      role="region"
      aria-roledescription="קרוסלה"
      aria-label="איך זה עובד, בארבע תמונות"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="landing-carousel__viewport">
        <div
          className={`landing-carousel__track${state.animate ? '' : ' landing-carousel__track--jump'}`}
          style={{ '--landing-carousel-position': state.position } as React.CSSProperties}
          aria-live={paused ? 'polite' : 'off'}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget) dispatch({ type: 'settled' })
          }}
        >
          {slides.map((slide, i) => {
            const copy = i >= count
            return (
              <div
                key={i}
                className="landing-carousel__slide"
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : 'שקופית'}
                aria-label={copy ? undefined : `${i + 1} מתוך ${count}: ${slide.title}`}
                aria-hidden={copy ? true : undefined}
                inert={copy}
              >
                <figure className="landing-carousel__card">
                  <slide.Picture title={copy ? undefined : slide.alt} className="landing-carousel__picture" />
                  <figcaption>
                    <strong>{slide.title}</strong>
                    <span>{slide.text}</span>
                  </figcaption>
                </figure>
              </div>
            )
          })}
        </div>
      </div>
      <div className="landing-carousel__controls">
        <button type="button" className="landing-carousel__arrow" aria-label="התמונה הקודמת" onClick={goPrev}>
          <LineIcon name="chevronRight" />
        </button>
        <div className="landing-carousel__dots">
          {showcaseSlides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={`landing-carousel__dot${i === current ? ' landing-carousel__dot--active' : ''}`}
              aria-label={`תמונה ${i + 1}: ${slide.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => dispatch({ type: 'goTo', slide: i })}
            />
          ))}
        </div>
        <button
          type="button"
          className="landing-carousel__arrow"
          aria-label="התמונה הבאה"
          onClick={() => dispatch({ type: 'next' })}
        >
          <LineIcon name="chevronLeft" />
        </button>
        <button
          type="button"
          className="landing-carousel__arrow landing-carousel__toggle"
          aria-label={stopped ? 'הפעלת ההחלפה האוטומטית' : 'עצירת ההחלפה האוטומטית'}
          aria-pressed={stopped}
          onClick={() => setStopped((s) => !s)}
        >
          <LineIcon name={stopped ? 'play' : 'pause'} size={16} />
        </button>
      </div>
    </div>
  )
}
