import { Callout } from '../blueprint'
import { viewOnlyText } from './team-role'

/**
 * Says once, near a screen's title, why its change buttons are missing: the person's role reads and
 * prints only (the server refuses their writes anyway).
 */
export function ViewOnlyNote({ text = viewOnlyText, className }: { text?: string; className?: string }) {
  return (
    <Callout
      intent="primary"
      icon="eye-open"
      compact
      className={['sdk-view-only-note', className].filter(Boolean).join(' ')}
      data-testid="view-only-note"
    >
      {text}
    </Callout>
  )
}
