import { Button, NonIdealState, type IconName } from '../blueprint'
import { errorTexts } from '../strings/he'

export interface ErrorPanelProps {
  title: string
  description?: string
  icon?: IconName
  /** Defaults to reloading the page. */
  onRetry?: () => void
  retryText?: string
}

/** A Hebrew error state that announces itself to screen readers and offers a way out. */
export function ErrorPanel({
  title,
  description,
  icon = 'error',
  onRetry,
  retryText = errorTexts.reload,
}: ErrorPanelProps) {
  return (
    <div role="alert" className="seats-error-panel">
      <NonIdealState
        icon={icon}
        title={title}
        description={description}
        action={
          <Button
            icon="refresh"
            intent="primary"
            text={retryText}
            onClick={onRetry ?? (() => window.location.reload())}
          />
        }
      />
    </div>
  )
}

/** What a remote's error boundary shows when its React tree throws. */
export function RemoteCrashPanel() {
  return (
    <ErrorPanel
      icon="warning-sign"
      title={errorTexts.remoteCrashed}
      description={errorTexts.remoteCrashedDetail}
    />
  )
}
