import { Callout } from '@seats/sdk'
import type { Refusal } from './use-reminder-actions'

/** A call that was refused, and why, beside the button that asked for it (a toast would be gone too soon). */
export function RefusalNote({ refusal, action }: { refusal: Refusal | null; action: Refusal['action'] }) {
  if (refusal?.action !== action) return null
  return (
    <Callout intent="warning" icon="time" className="rm-refusal" role="alert">
      {refusal.message}
    </Callout>
  )
}
