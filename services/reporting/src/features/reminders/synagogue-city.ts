import type { Knex } from '@seats/kit'
import { REMINDER_CITIES } from './reminder-calendar'

/**
 * Each account's city as its warden chose it for the reminders' candle-lighting, in Hebrew ("ירושלים");
 * an account that never saved a reminder setting has none. The phone line names it beside a synagogue
 * whose name another on the same menu shares.
 */
export async function synagogueCities(db: Knex, ownerIds: number[]): Promise<Map<number, string>> {
  if (ownerIds.length === 0) return new Map()
  const rows = (await db('reminder_settings')
    .whereIn('owner_id', ownerIds)
    .select('owner_id', 'city')) as Array<{ owner_id: number; city: string }>
  const cities = new Map<number, string>()
  for (const r of rows) {
    const he = REMINDER_CITIES[r.city]?.he
    if (he) cities.set(r.owner_id, he)
  }
  return cities
}
