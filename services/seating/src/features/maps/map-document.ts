import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Cell, SeatMap } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { areasRepo } from './areas.repo'
import { displaysRepo } from './displays.repo'
import { elementsRepo } from './elements.repo'
import { cellKey, decodeLayout } from './layout'
import { mapsRepo, parseSeatNumbering, parseSettings } from './maps.repo'

const gzipAsync = promisify(gzip)

export interface BuiltMapDocument {
  map: SeatMap
  /** Identifies this exact content: map version + the account's persons revision. */
  key: string
}

export const documentKey = (mapId: number, version: number, personsRev: number) =>
  `${mapId}-${version}-${personsRev}`

/**
 * Reads a whole map (layout, seats with their holders' phones, displays, elements, areas) from one
 * consistent snapshot, so the version it carries describes exactly what it holds.
 */
export async function buildMapDocument(
  db: Knex,
  ownerId: number,
  mapId: number,
): Promise<BuiltMapDocument | null> {
  return db.transaction(
    async (trx) => {
      const repo = mapsRepo(trx)
      const head = await repo.head(ownerId, mapId)
      const row = head ? await repo.find(ownerId, mapId) : null
      if (!head || !row) return null
      const [assignments, displays, elements, areas] = await Promise.all([
        repo.assignments(mapId),
        displaysRepo(trx).listByMap(mapId),
        elementsRepo(trx).listByMap(mapId),
        areasRepo(trx).listByMap(mapId),
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
        seatNumbering: parseSeatNumbering(row.seat_numbering),
        cells: [...cells.entries()].sort(([a], [b]) => a - b).map(([, c]) => c),
        displays,
        elements,
        areas,
        settings: parseSettings(row.settings),
        version: Number(row.version),
      }
      return { map, key: documentKey(mapId, head.version, head.personsRev) }
    },
    // Both reads see the same snapshot; nothing is written.
    { isolationLevel: 'repeatable read' },
  )
}

export interface CachedDocument {
  /** UTF-8 JSON, encoded once. */
  body: Buffer
  etag: string
  /** The same bytes gzipped, made on first demand (a browser always accepts gzip; 120 kB become ~15 kB). */
  gzipped: () => Promise<Buffer>
}

function cachedDocument(key: string, json: string): CachedDocument {
  const body = Buffer.from(json)
  let gz: Promise<Buffer> | null = null
  return { body, etag: `"m${key}"`, gzipped: () => (gz ??= gzipAsync(body, { level: 6 })) }
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
    const entry = cachedDocument(key, json)
    // Counted twice: the plain bytes and, roughly, their gzipped copy.
    const size = entry.body.length * 1.2
    if (this.maxBytes <= 0 || size > this.maxBytes) return entry
    const old = this.entries.get(key)
    if (old) {
      this.bytes -= old.body.length * 1.2
      this.entries.delete(key)
    }
    this.entries.set(key, entry)
    this.bytes += size
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(k)
      this.bytes -= v.body.length * 1.2
    }
    return entry
  }

  get size(): number {
    return this.entries.size
  }
}
