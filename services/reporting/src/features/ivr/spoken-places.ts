/** "משה כהן", "משה כהן ושרה כהן", "משה, שרה ודוד כהן" style joins. */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} ו${names[names.length - 1]}`
}

/** What a report or its cancelling does to the seats: shown free to guests, or kept for the worshipper. */
export type SeatOutcome = 'free' | 'no-longer-free' | 'kept'

const SENTENCES: Record<SeatOutcome, { one: string; many: string }> = {
  free: { one: 'יוצג כפנוי לאורחים', many: 'יוצגו כפנויים לאורחים' },
  'no-longer-free': { one: 'לא יוצג עוד כפנוי', many: 'לא יוצגו עוד כפנויים' },
  kept: { one: 'שמור לכם', many: 'שמורים לכם' },
}

/**
 * "המקום בשורה ג, מושב 5 יוצג כפנוי לאורחים": the seats named as the hall labels them (seating names them
 * under each map's numbering); null when the persons have no seat, and the line keeps its general words.
 */
export function placesSentence(seatNames: readonly string[], outcome: SeatOutcome): string | null {
  if (seatNames.length === 0) return null
  const places = joinNames(seatNames.map((name) => `ב${name}`))
  const words = SENTENCES[outcome]
  return seatNames.length === 1 ? `המקום ${places} ${words.one}` : `המקומות ${places} ${words.many}`
}
