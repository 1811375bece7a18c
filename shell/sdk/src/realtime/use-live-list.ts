import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessageOf } from '../api/api-error'
import { socket } from '../platform/services'
import type { ServerEventName } from '../socket/socket-connection'

export interface LiveList<T> {
  items: T[]
  /** True until the first answer. */
  loading: boolean
  /** The Hebrew reason the list could not be read; the last good list stays shown. */
  error: string | null
  reload: () => Promise<void>
}

/** An import sends several events in a row: one reading for the burst. */
const BURST_MS = 250

/**
 * A list read from the API, and read again when the socket names one of `events` (another tab, another
 * warden, a phone call changed it) or comes back after being down. A newer reading aborts an older one.
 */
export function useLiveList<T>(
  read: (signal: AbortSignal) => Promise<T[]>,
  events: readonly ServerEventName[],
): LiveList<T> {
  const [items, setItems] = useState<T[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef<AbortController | null>(null)
  const reader = useRef(read)
  reader.current = read

  const reload = useCallback(async () => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    try {
      const list = await reader.current(controller.signal)
      if (controller.signal.aborted) return
      setItems(list)
      setError(null)
    } catch (err) {
      if (controller.signal.aborted) return
      setError(errorMessageOf(err))
    } finally {
      if (!controller.signal.aborted) setLoading(false)
    }
  }, [])

  const eventsKey = events.join(' ')
  useEffect(() => {
    void reload()
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void reload(), BURST_MS)
    }
    const offs = (eventsKey ? (eventsKey.split(' ') as ServerEventName[]) : []).map((event) =>
      socket.on(event, later),
    )
    // Changes made while the socket was down are picked up when it comes back.
    offs.push(socket.onConnectionChange((connected) => connected && later()))
    return () => {
      clearTimeout(timer)
      for (const off of offs) off()
      latest.current?.abort()
    }
  }, [reload, eventsKey])

  return { items, loading, error, reload }
}
