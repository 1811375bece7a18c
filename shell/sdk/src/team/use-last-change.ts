import type { ActivityEntry } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { socket } from '../platform/services'
import { activityApi } from './activity-api'

/**
 * The last recorded change of `subject` (a seat, a worshipper), kept current as members change it; null
 * while unknown, none recorded, or unreadable (offline): it never holds up what shows it.
 */
export function useLastChange(subject: string | null): ActivityEntry | null {
  const [entry, setEntry] = useState<ActivityEntry | null>(null)
  useEffect(() => {
    setEntry(null)
    if (!subject) return
    let live = true
    activityApi.last(subject).then(
      (last) => live && setEntry((now) => now ?? last),
      () => undefined,
    )
    const off = socket.on('changeRecorded', (next) => {
      if (next.subject === subject) setEntry(next)
    })
    return () => {
      live = false
      off()
    }
  }, [subject])
  return entry
}
