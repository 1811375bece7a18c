import {
  changeSubject,
  type CellInput,
  type ChangeAuthor,
  type MapCopy,
  type MapInput,
  type MapSummary,
  type MapUpdate,
  type SeatMap,
} from '@seats/contracts'
import { AppError, type Knex } from '@seats/kit'
import { DEFAULT_SEAT_NUMBERING, coveredCells } from '@seats/contracts'
import { elementColumns, elementsRepo } from './elements.repo'
import { areaColumns, areasRepo } from './areas.repo'
import { lockAccount } from '../accounts'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { recordChange } from '../activity'
import { displayColumns, displaysRepo } from './displays.repo'
import { lockOwnedPersons } from './person-refs'
import { decodeLayout, encodeLayout, insideGrid } from './layout'
import { buildMapDocument, type CachedDocument } from './map-document'
import { assertVersion, lockOwnedMap } from './map-lock'
import { mapsRepo, parseSeatNumbering, parseSettings, type AssignmentRow } from './maps.repo'
import { DEFAULT_DISPLAY_NAME } from '@seats/contracts'

type Deps = Pick<SeatingDeps, 'db' | 'realtime' | 'mapCache' | 'outbox'>

function assignmentsOf(cells: CellInput[]): AssignmentRow[] {
  return cells.flatMap((c) => c.people.map((p) => ({ seat_row: c.row, seat_col: c.col, person_id: p.id })))
}

async function replaceSeats(trx: Knex.Transaction, ownerId: number, mapId: number, cells: CellInput[]) {
  // Nobody sits under the map's elements (the ark, the bimah): those cells are not seats.
  const covered = coveredCells(await elementsRepo(trx).listByMap(mapId))
  const seats = assignmentsOf(cells).filter((s) => !covered.has(s.seat_row * 1000 + s.seat_col))
  await lockOwnedPersons(
    trx,
    ownerId,
    seats.map((s) => s.person_id),
  )
  const repo = mapsRepo(trx)
  await repo.clearAssignments(mapId)
  await repo.insertAssignments(mapId, seats)
}

/** A new map with its default display and its seats, inside the caller's transaction; answers its id. */
export async function insertMap(trx: Knex.Transaction, ownerId: number, input: MapInput): Promise<number> {
  // A deleted account's late write must not create a map its purge already passed.
  await lockAccount(trx, ownerId)
  const id = await mapsRepo(trx).insert({
    owner_id: ownerId,
    name: input.name,
    row_count: input.rows,
    col_count: input.cols,
    seat_numbering: input.seatNumbering ?? DEFAULT_SEAT_NUMBERING,
    layout: encodeLayout(input.cells ?? []),
    settings: JSON.stringify(input.settings ?? parseSettings({})),
  })
  // Every map starts with its default display: the whole map on one landscape A4 page.
  await displaysRepo(trx).insert({
    owner_id: ownerId,
    map_id: id,
    ...displayColumns({ name: DEFAULT_DISPLAY_NAME, size: 'A4', orientation: 'landscape' }),
    position: 0,
  })
  if (input.cells) await replaceSeats(trx, ownerId, id, input.cells)
  return id
}

/**
 * A copy of one of the account's maps, inside the caller's transaction: the same grid, cells, numbering,
 * settings, elements, areas and pages, and with `withSeating` the same people in the same seats. Answers
 * its id.
 */
export async function insertCopy(
  trx: Knex.Transaction,
  ownerId: number,
  mapId: number,
  input: MapCopy,
): Promise<number> {
  await lockAccount(trx, ownerId)
  // Locked so the copy is of one version, not of a save half way through.
  const source = await lockOwnedMap(trx, ownerId, mapId)
  const repo = mapsRepo(trx)
  const id = await repo.insert({
    owner_id: ownerId,
    name: input.name,
    row_count: source.row_count,
    col_count: source.col_count,
    seat_numbering: source.seat_numbering,
    layout: source.layout,
    settings: source.settings,
  })
  for (const element of await elementsRepo(trx).listByMap(mapId))
    await elementsRepo(trx).insert({ owner_id: ownerId, map_id: id, ...elementColumns(element) })
  for (const area of await areasRepo(trx).listByMap(mapId))
    await areasRepo(trx).insert({ owner_id: ownerId, map_id: id, ...areaColumns(area) })
  for (const display of await displaysRepo(trx).listByMap(mapId))
    await displaysRepo(trx).insert({
      owner_id: ownerId,
      map_id: id,
      ...displayColumns(display),
      position: display.position,
    })
  if (input.withSeating) {
    const seats = await repo.assignments(mapId)
    await repo.insertAssignments(
      id,
      seats.map(({ seat_row, seat_col, person_id }) => ({ seat_row, seat_col, person_id })),
    )
  }
  return id
}

/** A map's reads and writes, each scoped by the owner's account id. */
export function createMapsService(deps: Deps) {
  async function freshMap(ownerId: number, mapId: number): Promise<SeatMap> {
    const built = await buildMapDocument(deps.db, ownerId, mapId)
    if (!built) throw new AppError('map_not_found')
    return built.map
  }

  /** A new map that `insert` writes, told in the activity list and to the account's open screens. */
  async function addMap(
    ownerId: number,
    author: ChangeAuthor,
    name: string,
    insert: (trx: Knex.Transaction) => Promise<number>,
  ): Promise<SeatMap> {
    const mapId = await inTransaction(deps.db, async (trx) => {
      const id = await insert(trx)
      await recordChange(deps.outbox, trx, ownerId, author, {
        action: 'map.create',
        subject: changeSubject.map(id),
        details: { mapName: name },
      })
      return id
    })
    await deps.outbox.flush()
    const map = await freshMap(ownerId, mapId)
    deps.realtime.emit(ownerId, 'mapChanged', { mapId, version: map.version })
    return map
  }

  return {
    async list(ownerId: number): Promise<MapSummary[]> {
      const rows = await mapsRepo(deps.db).list(ownerId)
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        rows: r.row_count,
        cols: r.col_count,
        seatNumbering: parseSeatNumbering(r.seat_numbering),
        settings: parseSettings(r.settings),
        version: Number(r.version),
        assigned: Number(r.assigned),
      }))
    },

    /** The map as JSON bytes with its ETag; served from memory while its version and persons are unchanged. */
    async read(ownerId: number, mapId: number): Promise<CachedDocument> {
      const head = await mapsRepo(deps.db).head(ownerId, mapId)
      if (!head) throw new AppError('map_not_found')
      const hit = deps.mapCache.get(`${mapId}-${head.version}-${head.personsRev}`)
      if (hit) return hit
      const built = await buildMapDocument(deps.db, ownerId, mapId)
      if (!built) throw new AppError('map_not_found')
      return deps.mapCache.set(built.key, JSON.stringify(built.map))
    },

    create: (ownerId: number, author: ChangeAuthor, input: MapInput): Promise<SeatMap> =>
      addMap(ownerId, author, input.name, (trx) => insertMap(trx, ownerId, input)),

    /**
     * A new map copied from one of the account's maps: the same layout, elements, areas and pages, and with
     * `withSeating` the same worshippers in the same seats. The source is only read.
     */
    copy: (ownerId: number, author: ChangeAuthor, mapId: number, input: MapCopy): Promise<SeatMap> =>
      addMap(ownerId, author, input.name, (trx) => insertCopy(trx, ownerId, mapId, input)),

    /** A copy with another feature's rows written in the same transaction (a season and its dates). */
    copyWith: (
      ownerId: number,
      author: ChangeAuthor,
      mapId: number,
      input: MapCopy,
      also: (trx: Knex.Transaction, copyId: number) => Promise<void>,
    ): Promise<SeatMap> =>
      addMap(ownerId, author, input.name, async (trx) => {
        const id = await insertCopy(trx, ownerId, mapId, input)
        await also(trx, id)
        return id
      }),

    /**
     * A full save. With `cells`, the layout and every assignment become exactly what was sent; without, both
     * stay, except that a smaller grid drops what falls outside it (answered as droppedAssignments).
     */
    async save(
      ownerId: number,
      author: ChangeAuthor,
      mapId: number,
      input: MapUpdate,
    ): Promise<SeatMap & { droppedAssignments: number }> {
      const dropped = await inTransaction(deps.db, async (trx) => {
        const map = await lockOwnedMap(trx, ownerId, mapId)
        assertVersion(map, input.version)
        const repo = mapsRepo(trx)
        // Seats outside a smaller grid go; displays' ranges, elements and areas are kept as they are (the
        // screens and the print clip them), so growing the grid back restores them.
        const droppedAssignments = await repo.deleteOutside(mapId, input.rows, input.cols)
        const layout = input.cells
          ? encodeLayout(input.cells)
          : encodeLayout(insideGrid(decodeLayout(map.layout), input.rows, input.cols))
        if (input.cells) await replaceSeats(trx, ownerId, mapId, input.cells)
        await repo.update(mapId, {
          name: input.name,
          row_count: input.rows,
          col_count: input.cols,
          seat_numbering: input.seatNumbering ?? map.seat_numbering,
          layout,
          settings: JSON.stringify(input.settings ?? parseSettings(map.settings)),
          version: Number(map.version) + 1,
        })
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'map.update',
          subject: changeSubject.map(mapId),
          details: { mapName: input.name },
        })
        return droppedAssignments
      })
      await deps.outbox.flush()
      const map = await freshMap(ownerId, mapId)
      deps.realtime.emit(ownerId, 'mapChanged', { mapId, version: map.version })
      return { ...map, droppedAssignments: dropped }
    },

    /**
     * Deletes the map with its displays, elements, areas and seat assignments (foreign keys cascade); `also`
     * writes in the same transaction (a season's own line in the activity list).
     */
    async remove(
      ownerId: number,
      author: ChangeAuthor,
      mapId: number,
      also?: (trx: Knex.Transaction) => Promise<void>,
    ): Promise<void> {
      const version = await inTransaction(deps.db, async (trx) => {
        const map = await lockOwnedMap(trx, ownerId, mapId)
        await mapsRepo(trx).remove(mapId)
        await also?.(trx)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'map.delete',
          subject: changeSubject.map(mapId),
          details: { mapName: map.name },
        })
        return Number(map.version) + 1
      })
      await deps.outbox.flush()
      deps.realtime.emit(ownerId, 'mapChanged', { mapId, version, deleted: true })
    },
  }
}
export type MapsService = ReturnType<typeof createMapsService>
