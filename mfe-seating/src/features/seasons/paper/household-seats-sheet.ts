import type { SheetTable } from '@seats/sdk'
import { formatPhone, type Household } from '@seats/contracts'
import { seatText, type SeatCard } from './seat-cards'

/**
 * The season's households with their seats, one line each (as the warden hands it to whoever stands at the
 * door, or to the treasurer): the contact, how many seats, and who sits where, numbered as printed.
 */
export function householdSeatsSheet(
  season: string,
  households: readonly Household[],
  cards: readonly SeatCard[],
): SheetTable {
  const cardsOf = new Map<number, SeatCard[]>()
  for (const c of cards) cardsOf.set(c.personId, [...(cardsOf.get(c.personId) ?? []), c])
  return {
    name: season.slice(0, 31),
    columns: [
      { header: 'משפחה', width: 28 },
      { header: 'טלפון', width: 14 },
      { header: 'אימייל', width: 28 },
      { header: 'מקומות', width: 9 },
      { header: 'מי יושב איפה', width: 80 },
    ],
    rows: households.map((h) => {
      const seated = h.memberIds.flatMap((id) => cardsOf.get(id) ?? [])
      return [
        h.name,
        h.phone ? formatPhone(h.phone) : '',
        h.email,
        seated.length,
        seated.map((c) => `${c.name}: ${seatText(c)}`).join('; '),
      ]
    }),
  }
}
