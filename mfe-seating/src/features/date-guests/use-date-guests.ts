import type { DateOption, Guest } from '@seats/contracts'
import { socket } from '@seats/sdk'
import { useCallback, useEffect, useState } from 'react'
import { guestsApi } from './guests-api'
import { withSavedGuest, withoutGuest } from './date-guests'

export interface DateGuests {
  /** The selected date's guests on every map; empty until read (or when reading failed). */
  guests: readonly Guest[]
  /** The selected date's read has ended (with its guests, or failed): a printed map waits for it. */
  settled: boolean
  reload(): void
}

/**
 * The guests of the selected date: read when the date changes, kept live by the socket's guestSaved /
 * guestDeleted, read again after a reconnect (nothing missed offline comes by socket).
 */
export function useDateGuests(option: Pick<DateOption, 'date' | 'eventId'> | null): DateGuests {
  const [guests, setGuests] = useState<readonly Guest[]>([])
  const [settledKey, setSettledKey] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])
  const date = option?.date ?? null
  const eventId = option?.eventId ?? null
  const key = date === null ? null : `${date}|${eventId ?? ''}`

  useEffect(() => {
    setGuests([])
    if (date === null) return
    const controller = new AbortController()
    const read = `${date}|${eventId ?? ''}`
    guestsApi.ofDate(date, eventId, controller.signal).then(
      (list) => {
        setGuests(list)
        setSettledKey(read)
      },
      // The map stays usable without its guests; the next reconnect or date reads them again.
      () => controller.signal.aborted || setSettledKey(read),
    )
    return () => controller.abort()
  }, [date, eventId, round])

  useEffect(() => {
    if (date === null) return
    const selected = { date, eventId }
    const offSaved = socket.on('guestSaved', (guest) =>
      setGuests((now) => withSavedGuest(now, guest, selected)),
    )
    const offDeleted = socket.on('guestDeleted', ({ id }) => setGuests((now) => withoutGuest(now, id)))
    const offConnection = socket.onConnectionChange((connected) => connected && reload())
    return () => {
      offSaved()
      offDeleted()
      offConnection()
    }
  }, [date, eventId, reload])

  return { guests, settled: key !== null && settledKey === key, reload }
}
