import { Link, LoadFailedState, LoadingState, EmptyState } from '@seats/sdk'

/** What the elements and displays screens show before they have a map to work on. */
export function MapPartsState({
  kind,
  error,
  onRetry,
}: {
  kind: 'loading' | 'no-maps' | 'error'
  error?: string | null
  onRetry?: () => void
}) {
  if (kind === 'loading') {
    return <LoadingState text="טוען את המפה…" />
  }
  if (kind === 'error') {
    return <LoadFailedState title="לא ניתן לטעון את המפה" error={error} onRetry={onRetry} />
  }
  return (
    <EmptyState
      icon="grid-view"
      title="עדיין אין מפות"
      description="קודם יוצרים מפה של האולם: מספר השורות והמושבים והמעברים. אחר כך מוסיפים לה אלמנטים, אזורים ותצוגות הדפסה."
      action={
        <Link to="/maps" className="bp6-button bp6-intent-primary">
          למפות
        </Link>
      }
    />
  )
}
