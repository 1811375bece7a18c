import type { Knex } from '@seats/kit'
import { areasRepo, displayColumns, displaysRepo } from '../maps'

/**
 * A printed page for each area of a season's map (its rows and columns), after the pages the map had: the
 * warden prints the guest-free map of the men's section, the women's, the balcony, each on its own sheet.
 * An area that already has a page of its name keeps it.
 */
export async function addAreaDisplays(trx: Knex.Transaction, ownerId: number, mapId: number): Promise<void> {
  const displays = displaysRepo(trx)
  const existing = await displays.listByMap(mapId)
  const names = new Set(existing.map((d) => d.name))
  let position = existing.length
  for (const area of await areasRepo(trx).listByMap(mapId)) {
    if (names.has(area.name)) continue
    const rows = area.rowRange[1] - area.rowRange[0] + 1
    const cols = area.colRange[1] - area.colRange[0] + 1
    await displays.insert({
      owner_id: ownerId,
      map_id: mapId,
      ...displayColumns({
        name: area.name,
        size: 'A4',
        orientation: cols >= rows ? 'landscape' : 'portrait',
        rowRange: area.rowRange,
        colRange: area.colRange,
      }),
      position: position++,
    })
  }
}
