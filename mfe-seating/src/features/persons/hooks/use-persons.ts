import type { Person } from '@seats/contracts'
import { errorMessageOf, socket } from '@seats/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { personsApi } from '../persons-api'

export interface PersonsState {
  persons: Person[]
  /** True until the first answer. */
  loading: boolean
  /** The Hebrew reason the list could not be loaded; the last good list stays shown. */
  error: string | null
  reload: () => Promise<void>
}

/** Bulk imports send several personsChanged in a row: one reload for the burst. */
const SOCKET_RELOAD_DELAY_MS = 250

/** The account's worshippers, reloaded when the socket says another tab or a phone call changed them. */
export function usePersons(): PersonsState {
  const [persons, setPersons] = useState<Person[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef<AbortController | null>(null)

  const reload = useCallback(async () => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    try {
      const list = await personsApi.list(controller.signal)
      if (controller.signal.aborted) return
      setPersons(list)
      setError(null)
    } catch (err) {
      if (controller.signal.aborted) return
      setError(errorMessageOf(err))
    } finally {
      if (!controller.signal.aborted) setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void reload(), SOCKET_RELOAD_DELAY_MS)
    }
    const offChanged = socket.on('personsChanged', later)
    // Changes made while the socket was down are picked up after it comes back.
    const offConnection = socket.onConnectionChange((connected) => connected && later())
    return () => {
      clearTimeout(timer)
      offChanged()
      offConnection()
      latest.current?.abort()
    }
  }, [reload])

  return { persons, loading, error, reload }
}
