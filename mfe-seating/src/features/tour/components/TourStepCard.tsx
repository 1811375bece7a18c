import { Button, useIsPhone } from '@seats/sdk'
import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { placeCard } from '../card-placement'
import { tourTexts } from '../tour-texts'
import { useStepBoxes } from './use-step-boxes'

export interface TourStepCardProps {
  /** Where the step's control is: the first selector found on the page. */
  anchors: readonly string[]
  /** What else the step has the user look at or use (the map, the toolbar's menus): the card leaves it clear. */
  keepClear: readonly string[]
  stepNumber: number
  total: number
  title: string
  /** The welcome line, on the first step shown. */
  welcome?: { title: string; detail: string } | null
  children: React.ReactNode
  onBack?: () => void
  onNext?: () => void
  onSkip(): void
}

/**
 * One tour step: a ring around the real control and a card beside it that covers neither the control nor
 * what else the step needs, nor a menu the user opens (the card moves out of its way). On a phone the card
 * is a sheet at the bottom or the top, away from the control.
 */
export function TourStepCard({
  anchors,
  keepClear,
  stepNumber,
  total,
  title,
  welcome,
  children,
  onBack,
  onNext,
  onSkip,
}: TourStepCardProps) {
  const boxes = useStepBoxes(anchors, keepClear)
  const phone = useIsPhone()
  const cardRef = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  const shown = !!boxes
  useLayoutEffect(() => {
    const el = cardRef.current
    if (!el) return
    const measure = () => setSize({ width: el.offsetWidth, height: el.offsetHeight })
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(el)
    return () => observer?.disconnect()
  }, [shown])
  if (!boxes) return null
  const rect = boxes.target
  // The ring stays inside the window, so a control at its edge keeps all four sides of it.
  const left = Math.max(2, rect.left - 4)
  const top = Math.max(2, rect.top - 4)
  const ring = {
    left,
    top,
    width: Math.min(window.innerWidth - 2, rect.left + rect.width + 4) - left,
    height: Math.min(window.innerHeight - 2, rect.top + rect.height + 4) - top,
  }
  const place = size
    ? placeCard({
        viewport: { width: window.innerWidth, height: window.innerHeight },
        phone,
        card: size,
        target: rect,
        others: boxes.others,
        opened: boxes.opened,
      })
    : null
  const style: React.CSSProperties = place
    ? { left: place.left, top: place.top, width: place.sheet ? place.width : undefined }
    : { left: 0, top: 0, visibility: 'hidden' }
  return createPortal(
    <>
      <span className="tour-anchor" aria-hidden style={ring} />
      <div
        ref={cardRef}
        className={`bp6-popover tour-popover${place?.sheet ? ` tour-popover--sheet tour-popover--${place.sheet}` : ''}`}
        style={style}
      >
        <div className="bp6-popover-content">
          <section
            className="tour-card"
            dir="rtl"
            role="dialog"
            aria-modal={false}
            aria-labelledby="tour-card-title"
            data-tour-step={stepNumber}
          >
            {welcome ? (
              <div className="tour-card__welcome">
                <strong>{welcome.title}</strong>
                <span>{welcome.detail}</span>
              </div>
            ) : null}
            <div className="tour-card__progress">
              <span>{tourTexts.progress(stepNumber, total)}</span>
              <span className="tour-card__dots" aria-hidden>
                {Array.from({ length: total }, (_, i) => (
                  <i
                    key={i}
                    className={i < stepNumber ? 'tour-card__dot tour-card__dot--done' : 'tour-card__dot'}
                  />
                ))}
              </span>
            </div>
            <h3 id="tour-card-title" className="tour-card__title">
              {title}
            </h3>
            <div className="tour-card__body">{children}</div>
            <footer className="tour-card__actions">
              <Button variant="minimal" size="small" text={tourTexts.skip} onClick={onSkip} />
              <span className="tour-card__nav">
                {onBack ? (
                  <Button size="small" icon="arrow-right" text={tourTexts.back} onClick={onBack} />
                ) : null}
                {onNext ? (
                  <Button
                    size="small"
                    intent="primary"
                    endIcon="arrow-left"
                    text={tourTexts.next}
                    onClick={onNext}
                  />
                ) : null}
              </span>
            </footer>
          </section>
        </div>
      </div>
    </>,
    document.body,
  )
}
