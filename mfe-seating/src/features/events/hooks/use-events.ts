import type { EventSuggestion, SeatEventListItem } from '@seats/contracts'
import { errorMessageOf } from '@seats/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { eventsApi } from '../events-api'

export interface EventsState {
  events: SeatEventListItem[]
  suggestions: EventSuggestion[]
  loading: boolean
  error: string | null
  /** Suggestions failing to load hide the strip; the list still works. */
  suggestionsFailed: boolean
  reload: () => Promise<void>
}

/** The account's events and the holidays it could add (the server leaves out dates already taken). */
export function useEvents(): EventsState {
  const [events, setEvents] = useState<SeatEventListItem[]>([])
  const [suggestions, setSuggestions] = useState<EventSuggestion[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [suggestionsFailed, setSuggestionsFailed] = useState(false)
  const latest = useRef<AbortController | null>(null)

  const reload = useCallback(async () => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    const [list, suggested] = await Promise.allSettled([
      eventsApi.list(controller.signal),
      eventsApi.suggestions(controller.signal),
    ])
    if (controller.signal.aborted) return
    if (list.status === 'fulfilled') {
      setEvents(list.value)
      setError(null)
    } else setError(errorMessageOf(list.reason))
    if (suggested.status === 'fulfilled') setSuggestions(suggested.value)
    setSuggestionsFailed(suggested.status === 'rejected')
    setLoading(false)
  }, [])

  useEffect(() => {
    void reload()
    return () => latest.current?.abort()
  }, [reload])

  return { events, suggestions, loading, error, suggestionsFailed, reload }
}
