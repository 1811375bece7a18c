import { Button, NonIdealState, Spinner } from '@blueprintjs/core'
import { Link } from 'react-router-dom'

/** What the elements and displays screens show before they have a map to work on. */
export function MapScreenState({ kind, error, onRetry }: { kind: 'loading' | 'no-maps' | 'error'; error?: string | null; onRetry?: () => void }) {
  if (kind === 'loading') {
    return (
      <div className="map-screen__state" role="status">
        <Spinner size={32} />
        <span>טוען את המפה…</span>
      </div>
    )
  }
  if (kind === 'error') {
    return (
      <NonIdealState
        icon="error"
        title="לא ניתן לטעון את המפה"
        description={error ?? undefined}
        action={onRetry ? <Button icon="refresh" text="ניסיון נוסף" onClick={onRetry} /> : undefined}
      />
    )
  }
  return (
    <NonIdealState
      icon="grid-view"
      title="עדיין אין מפות"
      description="קודם יוצרים מפה של האולם: מספר השורות והמושבים והמעברים. אחר כך מוסיפים לה אלמנטים ותצוגות הדפסה."
      action={
        <Link to="/maps" className="bp6-button bp6-intent-primary">
          למפות
        </Link>
      }
    />
  )
}
