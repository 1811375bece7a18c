import type { JSX, ReactNode } from 'react'
import { Button, NonIdealState, Spinner, type IconName } from '../blueprint'
import { screenStateTexts } from '../strings/he'

/**
 * Blueprint's NonIdealState titles with an h4, which breaks the screen's outline right under its h1:
 * the title is an h2 here, with an h4's look.
 */
function StateText({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <>
      <h2 className="bp6-heading seats-screen-state__title">{title}</h2>
      {description ? <div>{description}</div> : null}
    </>
  )
}

/** A screen waiting for its data. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="seats-screen-state" role="status">
      <Spinner size={32} />
      <span>{text}</span>
    </div>
  )
}

/** A screen whose data could not be read: the reason and a retry. */
export function LoadFailedState({
  title,
  error,
  onRetry,
}: {
  title: string
  error: string | null | undefined
  onRetry?: () => void
}) {
  return (
    <div role="alert" className="seats-screen-state">
      <NonIdealState
        icon="error"
        description={<StateText title={title} description={error ?? undefined} />}
        action={
          onRetry ? <Button icon="refresh" text={screenStateTexts.retry} onClick={onRetry} /> : undefined
        }
      />
    </div>
  )
}

/** Nothing to show (an empty list, or nothing matched the search). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon: IconName
  title: string
  description?: ReactNode
  action?: JSX.Element
  className?: string
}) {
  return (
    <div className={className ? `seats-screen-state ${className}` : 'seats-screen-state'}>
      <NonIdealState
        icon={icon}
        description={<StateText title={title} description={description} />}
        action={action}
      />
    </div>
  )
}
