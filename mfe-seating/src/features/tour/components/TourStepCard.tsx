import { Button, PopoverNext, type PopoverNextPlacement, followPageTheme } from '@seats/sdk'
import { tourTexts } from '../tour-texts'
import { useAnchorRect } from './use-anchor-rect'

export interface TourStepCardProps {
  /** Where the step's control is: the first selector found on the page. */
  anchors: readonly string[]
  placement: PopoverNextPlacement
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
 * One tour step: a Blueprint popover pointing at the real control, with a ring around it. The control
 * stays usable, since the step asks the user to use it.
 */
export function TourStepCard({
  anchors,
  placement,
  stepNumber,
  total,
  title,
  welcome,
  children,
  onBack,
  onNext,
  onSkip,
}: TourStepCardProps) {
  const rect = useAnchorRect(anchors)
  if (!rect) return null
  // The ring stays inside the window, so a control at its edge keeps all four sides of it.
  const left = Math.max(2, rect.left - 4)
  const top = Math.max(2, rect.top - 4)
  const ring = {
    left,
    top,
    width: Math.min(window.innerWidth - 2, rect.left + rect.width + 4) - left,
    height: Math.min(window.innerHeight - 2, rect.top + rect.height + 4) - top,
  }
  return (
    <PopoverNext
      {...followPageTheme}
      isOpen
      placement={placement}
      usePortal
      autoFocus={false}
      enforceFocus={false}
      canEscapeKeyClose={false}
      hasBackdrop={false}
      captureDismiss={false}
      shouldReturnFocusOnClose={false}
      autoUpdateOptions={{ animationFrame: true }}
      popoverClassName="tour-popover"
      content={
        <section
          className="tour-card"
          dir="rtl"
          role="dialog"
          aria-modal={false}
          aria-labelledby="tour-card-title"
          data-tour-step={stepNumber}
        >
          {welcome ? (
            <header className="tour-card__welcome">
              <strong>{welcome.title}</strong>
              <span>{welcome.detail}</span>
            </header>
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
      }
      renderTarget={({ ref, isOpen: _isOpen, ...targetProps }) => (
        <span {...targetProps} ref={ref} className="tour-anchor" aria-hidden style={ring} />
      )}
    />
  )
}
