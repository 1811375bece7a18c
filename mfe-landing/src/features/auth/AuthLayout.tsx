import { Card } from '@seats/sdk'
import type { ReactNode } from 'react'

/** The centred card the login and registration screens share. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="landing-auth">
      <Card className="landing-auth__card" elevation={2}>
        <header className="landing-auth__header">
          <h1 className="landing-auth__title">{title}</h1>
          {subtitle ? <p className="landing-auth__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </Card>
      {footer ? <div className="landing-auth__footer">{footer}</div> : null}
    </div>
  )
}
