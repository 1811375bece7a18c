import type { Cell, SeatMap } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { displaysRepo } from '../displays/displays.repo'
import { elementsRepo } from '../elements/elements.repo'
import { cellKey, decodeLayout } from './layout'
import { mapsRepo, parseSettings } from './maps.repo'

export interface BuiltMapDocument {
  map: SeatMap
  /** Identifies this exact content: map version + the account's persons revision. */
  key: string
}

export const documentKey = (mapId: number, version: number, personsRev: number) => `${mapId}-${version}-${personsRev}`

/**
 * Reads a whole map (layout, seats with their holders' phones, displays, elements) from one consistent
 * snapshot, so the version it carries describes exactly what it holds.
 */
export async function buildMapDocument(db: Knex, ownerId: number, mapId: number): Promise<BuiltMapDocument | null> {
  return db.transaction(
    async (trx) => {
      const repo = mapsRepo(trx)
      const head = await repo.head(ownerId, mapId)
      const row = head ? await repo.find(ownerId, mapId) : null
      if (!head || !row) return null
      const [assignments, displays, elements] = await Promise.all([
        repo.assignments(mapId),
        displaysRepo(trx).listByMap(mapId),
        elementsRepo(trx).listByMap(mapId),
      ])
      const cells = new Map<number, Cell>()
      for (const c of decodeLayout(row.layout)) cells.set(cellKey(c.row, c.col), { ...c, people: [] })
      for (const a of assignments) {
        const key = cellKey(a.seat_row, a.seat_col)
        let cell = cells.get(key)
        if (!cell) {
          cell = { row: a.seat_row, col: a.seat_col, kind: 'seat', people: [] }
          cells.set(key, cell)
        }
        cell.people.push({ id: a.person_id, phone: a.phone })
      }
      const map: SeatMap = {
        id: row.id,
        name: row.name,
        rows: row.row_count,
        cols: row.col_count,
        cells: [...cells.entries()].sort(([a], [b]) => a - b).map(([, c]) => c),
        displays,
        elements,
        settings: parseSettings(row.settings),
        version: Number(row.version),
      }
      return { map, key: documentKey(mapId, head.version, head.personsRev) }
    },
    // Both reads see the same snapshot; nothing is written.
    { isolationLevel: 'repeatable read' },
  )
}

interface CachedDocument {
  json: string
  etag: string
}

/**
 * Rendered map documents by content key. A key never changes meaning (every write bumps the version or the
 * persons revision), so entries are never invalidated, only evicted (least recently used, bounded by size).
 */
export class MapDocumentCache {
  private readonly entries = new Map<string, CachedDocument>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedDocument | undefined {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
    }
    return hit
  }

  set(key: string, json: string): CachedDocument {
    const entry = { json, etag: `"m${key}"` }
    if (this.maxBytes <= 0 || json.length > this.maxBytes) return entry
    const old = this.entries.get(key)
    if (old) {
      this.bytes -= old.json.length
      this.entries.delete(key)
    }
    this.entries.set(key, entry)
    this.bytes += json.length
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(k)
      this.bytes -= v.json.length
    }
    return entry
  }

  get size(): number {
    return this.entries.size
  }
}
