import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '@seats/contracts'
import { activityApi, errorMessageOf, socket, toast } from '@seats/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { withLiveEntry } from './activity-days'
import { activityTexts as t } from './activity-texts'

export interface ActivityData {
  entries: readonly ActivityEntry[]
  error: string | null
  loading: boolean
  loadingMore: boolean
  /** The last page read was full: older lines may remain. */
  hasMore: boolean
  loadMore(): void
  reload(): void
}

/**
 * GET /api/activity, newest first, a page at a time; lines members record meanwhile arrive live, and a
 * reconnected socket reads the first page again (lines made while it was away are not lost).
 */
export function useActivity(enabled: boolean, member: number | null): ActivityData {
  const [entries, setEntries] = useState<readonly ActivityEntry[]>([])
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [hasMore, setHasMore] = useState(false)
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])
  // The member a page was asked for: a page answered after the filter changed is dropped.
  const asked = useRef(member)
  asked.current = member

  useEffect(() => {
    if (!enabled) return
    let live = true
    setLoading(true)
    activityApi
      .list({ member: member ?? undefined })
      .then((page) => {
        if (!live) return
        setEntries(page)
        setHasMore(page.length === ACTIVITY_PAGE_SIZE)
        setError(null)
      })
      .catch((failure: unknown) => {
        if (live) setError(errorMessageOf(failure))
      })
      .finally(() => {
        if (live) setLoading(false)
      })
    return () => {
      live = false
    }
  }, [enabled, member, round])

  useEffect(() => {
    if (!enabled) return
    const offLine = socket.on('changeRecorded', (entry) =>
      setEntries((now) => withLiveEntry(now, entry, member)),
    )
    const offConnection = socket.onConnectionChange((connected) => {
      if (connected) reload()
    })
    return () => {
      offLine()
      offConnection()
    }
  }, [enabled, member, reload])

  const loadMore = useCallback(() => {
    const oldest = entries[entries.length - 1]
    if (!oldest || loadingMore) return
    setLoadingMore(true)
    const forMember = member
    activityApi
      .list({ member: forMember ?? undefined, before: oldest.id })
      .then((page) => {
        if (asked.current !== forMember) return
        setEntries((now) => [...now, ...page.filter((e) => !now.some((n) => n.id === e.id))])
        setHasMore(page.length === ACTIVITY_PAGE_SIZE)
      })
      .catch((failure: unknown) => toast.failure(t.moreFailed, failure))
      .finally(() => setLoadingMore(false))
  }, [entries, loadingMore, member])

  return { entries, error, loading, loadingMore, hasMore, loadMore, reload }
}
