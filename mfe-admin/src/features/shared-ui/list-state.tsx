import { EmptyState, LoadFailedState, LoadingState, type IconName } from '@seats/sdk'
import type { ReactNode } from 'react'

export interface ListStateTexts {
  loading: string
  failed: string
  empty: { icon: IconName; title: string; description: ReactNode }
}

/**
 * What a list screen shows before its list: loading, failed with a retry, or empty; null once there are
 * rows. A list read once stays shown while it is read again.
 */
export function listState(
  list: { loaded: boolean; loading: boolean; error: string | null | undefined; empty: boolean },
  texts: ListStateTexts,
  onRetry: () => void,
): ReactNode | null {
  if (!list.loaded && (list.loading || !list.error)) return <LoadingState text={texts.loading} />
  if (!list.loaded) return <LoadFailedState title={texts.failed} error={list.error} onRetry={onRetry} />
  if (list.empty) return <EmptyState {...texts.empty} />
  return null
}
