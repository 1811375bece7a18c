import type { DateOption, Guest } from '@seats/contracts'

/** A guest of the selected date (of its event on it, or of the plain date). */
export const isOfDate = (
  guest: Pick<Guest, 'date' | 'eventId'>,
  option: Pick<DateOption, 'date' | 'eventId'>,
) => guest.date === option.date && guest.eventId === option.eventId

/** The date's guests as they change live: a saved guest replaces his older self or joins, in seat order. */
export function withSavedGuest(
  guests: readonly Guest[],
  saved: Guest,
  option: Pick<DateOption, 'date' | 'eventId'>,
): readonly Guest[] {
  const others = guests.filter((g) => g.id !== saved.id)
  if (!isOfDate(saved, option)) return others.length === guests.length ? guests : others
  return [...others, saved].sort((a, b) => a.mapId - b.mapId || a.row - b.row || a.col - b.col)
}

export const withoutGuest = (guests: readonly Guest[], id: number): readonly Guest[] =>
  guests.some((g) => g.id === id) ? guests.filter((g) => g.id !== id) : guests
