import { describeChange, type ActivityEntry } from '@seats/contracts'
import { formatChangeTime } from '../dates/hebrew-dates'

/** "שינוי אחרון: ראובן הושיב את משה כהן בשורה ב, מושב 2 · היום 14:02", muted, under what it is about. */
export function LastChangeLine({ entry, className }: { entry: ActivityEntry; className?: string }) {
  return (
    <p className={['sdk-last-change', className].filter(Boolean).join(' ')} data-testid="last-change">
      {`שינוי אחרון: ${describeChange(entry)} · `}
      <time dateTime={entry.at}>{formatChangeTime(entry.at)}</time>
    </p>
  )
}
