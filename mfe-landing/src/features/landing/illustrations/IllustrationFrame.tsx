import type { ReactNode } from 'react'

export const ILLUSTRATION_WIDTH = 480
export const ILLUSTRATION_HEIGHT = 360

export interface IllustrationProps {
  /** The accessible description; omitted when the picture only decorates text that says the same. */
  title?: string
  className?: string
}

/** Every picture shares one size, so its box is reserved before it paints (no layout shift). */
export function IllustrationFrame({
  title,
  className,
  children,
}: IllustrationProps & { children: ReactNode }) {
  return (
    <svg
      className={`landing-ill${className ? ` ${className}` : ''}`}
      viewBox={`0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}`}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect className="ill-bg" width={ILLUSTRATION_WIDTH} height={ILLUSTRATION_HEIGHT} />
      {children}
    </svg>
  )
}
