import type { ReactNode } from 'react'

export interface PageFrameProps {
  title: string
  subtitle?: ReactNode
  /** Buttons shown at the end of the heading row. */
  actions?: ReactNode
  children?: ReactNode
  /** 'narrow' for forms, 'wide' for tables and maps. */
  width?: 'narrow' | 'wide'
}

/** The common page layout of the app screens: a heading row and the content below it. */
export function PageFrame({ title, subtitle, actions, children, width = 'wide' }: PageFrameProps) {
  return (
    <section className={`seats-page seats-page--${width}`}>
      <header className="seats-page__header">
        <div className="seats-page__heading">
          <h1 className="seats-page__title">{title}</h1>
          {subtitle ? <p className="seats-page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="seats-page__actions">{actions}</div> : null}
      </header>
      <div className="seats-page__body">{children}</div>
    </section>
  )
}
