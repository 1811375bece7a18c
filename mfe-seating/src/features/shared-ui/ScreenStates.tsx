import { Button, NonIdealState, Spinner } from '@seats/sdk'

/** A screen waiting for its data. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="screen-state" role="status">
      <Spinner size={32} />
      <span>{text}</span>
    </div>
  )
}

/** A screen whose data could not be read, with the reason and a retry. */
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
    <NonIdealState
      icon="error"
      title={title}
      description={error ?? undefined}
      action={onRetry ? <Button icon="refresh" text="ניסיון נוסף" onClick={onRetry} /> : undefined}
    />
  )
}
