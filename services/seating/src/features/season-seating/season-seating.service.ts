import { createHash } from 'node:crypto'
import {
  changeSubject,
  proposeSeasonSeats,
  type AssignmentRequest,
  type ChangeAuthor,
  type Household,
  type SeasonConfirmResult,
  type SeasonProposalResult,
  type SeatMap,
  type SeatOp,
} from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { canReach, HOUSEHOLDS_AT_ONCE, inBatches, tellHousehold } from '../../platform/messages'
import { recordDone } from '../activity'
import { householdsRepo } from '../households'
import { buildMapDocument } from '../maps'
import { areaAt, seatsOf, seasonRequestsRepo } from '../season-requests'
import { seasonsRepo } from '../seasons'
import type { SeatsService } from '../seats'
import { seatsMail, seatsSms, seatsWords } from './seats-words'

type Deps = Pick<SeatingDeps, 'db' | 'accounts' | 'messages' | 'log' | 'outbox'>

const cellKey = (row: number, col: number) => row * 1000 + col

/**
 * The season's assignment: proposing seats for every request on the season's own map (the warden then
 * adjusts there as on any map), and telling each household its seats.
 */
export function createSeasonSeatingService(deps: Deps, seats: SeatsService) {
  async function seasonAndMap(ownerId: number, seasonId: number) {
    const season = await seasonsRepo(deps.db).find(ownerId, seasonId)
    if (!season) throw new AppError('season_not_found')
    const built = await buildMapDocument(deps.db, ownerId, season.mapId)
    if (!built) throw new AppError('season_not_found')
    return { season, map: built.map }
  }

  /** Where each of these persons sat on the account's season before `seasonId` (for 'the same seats'). */
  async function lastSeasonSeats(
    ownerId: number,
    seasonId: number,
  ): Promise<Map<number, Array<{ row: number; col: number }>>> {
    const previous = await seasonsRepo(deps.db).previousMapId(ownerId, seasonId)
    const out = new Map<number, Array<{ row: number; col: number }>>()
    if (!previous) return out
    const rows = (await deps
      .db('seat_assignments')
      .where({ map_id: previous })
      .select('person_id', 'seat_row', 'seat_col')) as Array<{
      person_id: number
      seat_row: number
      seat_col: number
    }>
    for (const r of rows)
      out.set(r.person_id, [...(out.get(r.person_id) ?? []), { row: r.seat_row, col: r.seat_col }])
    return out
  }

  /** Each household's seats on the season's map, by its members. */
  function seatsByHousehold(map: SeatMap, households: Household[]) {
    const householdOf = new Map<number, number>()
    for (const h of households) for (const p of h.memberIds) householdOf.set(p, h.id)
    const out = new Map<number, Array<{ row: number; col: number }>>()
    for (const cell of map.cells)
      for (const p of cell.people) {
        const h = householdOf.get(p.id)
        if (h !== undefined) out.set(h, [...(out.get(h) ?? []), { row: cell.row, col: cell.col }])
      }
    return out
  }

  return {
    /**
     * Seats every household that asked and has nobody seated yet: last season's seats first for those who asked,
     * then the best block by their wishes (the pure proposeSeasonSeats). Never moves anyone already seated.
     */
    async propose(ownerId: number, author: ChangeAuthor, seasonId: number): Promise<SeasonProposalResult> {
      const { season, map } = await seasonAndMap(ownerId, seasonId)
      const [households, requests, last] = await Promise.all([
        householdsRepo(deps.db).list(ownerId),
        seasonRequestsRepo(deps.db).requests(season.id),
        lastSeasonSeats(ownerId, season.id),
      ])
      const seated = new Set(map.cells.flatMap((c) => c.people.map((p) => p.id)))
      const held = new Set(map.cells.filter((c) => c.people.length > 0).map((c) => cellKey(c.row, c.col)))
      const seatSet = new Set(seatsOf(map).map((s) => cellKey(s.row, s.col)))
      // The seats the warden marked 'מקום נגיש' on the season's map: kept for the households that ask for one.
      const accessible = new Set(
        map.cells.filter((c) => c.kind === 'seat' && c.accessible).map((c) => cellKey(c.row, c.col)),
      )
      const arks = map.elements
        .filter((e) => e.kind === 'ark')
        .flatMap((e) =>
          Array.from({ length: e.rowSpan * e.colSpan }, (_, i) => ({
            row: e.row + Math.floor(i / e.colSpan),
            col: e.col + (i % e.colSpan),
          })),
        )
      const byId = new Map(households.map((h) => [h.id, h]))
      let alreadySeated = 0
      const wanted: AssignmentRequest[] = []
      /** Who sits where, per household and area entry, in the order the run fills the seats. */
      const members = new Map<string, number[]>()
      for (const [householdId, request] of requests) {
        const household = byId.get(householdId)
        if (!household || request.attending.length === 0) continue
        if (request.attending.some((a) => seated.has(a.personId))) {
          alreadySeated++
          continue
        }
        const counts = new Map<number | null, number>()
        for (const a of request.attending) {
          counts.set(a.areaId, (counts.get(a.areaId) ?? 0) + 1)
          const key = `${householdId}:${a.areaId}`
          members.set(key, [...(members.get(key) ?? []), a.personId])
        }
        wanted.push({
          household: householdId,
          seats: [...counts].map(([section, count]) => ({ section, count })),
          lastSeats: request.sameAsLast ? request.attending.flatMap((a) => last.get(a.personId) ?? []) : [],
          together: request.together,
          nearArk: request.nearArk,
          notFrontRow: request.notFrontRow,
          accessible: request.accessible,
        })
      }
      const proposal = proposeSeasonSeats(
        {
          rows: map.rows,
          cols: map.cols,
          isSeat: (r, c) => seatSet.has(cellKey(r, c)),
          sectionOf: (r, c) => areaAt(map, r, c),
          isHeld: (r, c) => held.has(cellKey(r, c)),
          isAccessible: (r, c) => accessible.has(cellKey(r, c)),
          arks,
        },
        wanted,
      )
      const ops: SeatOp[] = []
      const next = new Map<string, number>()
      for (const s of proposal.seats) {
        const key = `${s.household}:${s.section}`
        const i = next.get(key) ?? 0
        next.set(key, i + 1)
        const personId = members.get(key)?.[i]
        if (personId !== undefined) ops.push({ op: 'assign', personId, to: { row: s.row, col: s.col } })
      }
      const householdsSeated = new Set(proposal.seats.map((s) => s.household)).size
      // The run is one line of the activity list with its counts, not a line per seat.
      const told = [
        {
          action: 'season.assign' as const,
          subject: changeSubject.season(season.id),
          details: { seasonName: season.name, count: ops.length, households: householdsSeated },
        },
      ]
      const version =
        ops.length > 0
          ? (await seats.apply(ownerId, author, map.id, { version: map.version, ops }, told)).version
          : map.version
      const areaName = (id: number | null) =>
        id === null ? null : (map.areas.find((a) => a.id === id)?.name ?? null)
      return {
        households: householdsSeated,
        seats: ops.length,
        alreadySeated,
        notes: proposal.notes.map((n) => ({
          householdId: n.household,
          householdName: byId.get(n.household)?.name ?? '',
          kind: n.kind,
          areaName: areaName(n.section),
          count: n.kind === 'split' ? n.blocks : n.missing,
        })),
        mapVersion: version,
      }
    },

    /** Tells every household seated on the season's map its seats; a household told the same seats before is skipped. */
    async confirm(ownerId: number, author: ChangeAuthor, seasonId: number): Promise<SeasonConfirmResult> {
      const { season, map } = await seasonAndMap(ownerId, seasonId)
      const households = await householdsRepo(deps.db).list(ownerId)
      const account = await deps.accounts.get(ownerId)
      const synagogue = account.synagogueName.trim()
      const result = { sent: 0, unchanged: 0, failed: 0, noContact: 0 }
      await inBatches(
        [...seatsByHousehold(map, households)],
        HOUSEHOLDS_AT_ONCE,
        async ([householdId, cells]) => {
          const household = households.find((h) => h.id === householdId)!
          const words = seatsWords(map, cells)
          if (!canReach(household)) {
            result.noContact++
            return
          }
          // Once per set of seats: confirming again tells only those whose seats changed.
          const key = `season-${season.id}-seats-${householdId}-${createHash('sha256').update(words).digest('hex').slice(0, 16)}`
          const told = await deps.db('season_notices').where({ notice_key: key }).first('notice_key')
          if (told) {
            result.unchanged++
            return
          }
          const outcome = await tellHousehold(deps.messages, ownerId, household, key, {
            sms: seatsSms(synagogue, season.name, words),
            mail: seatsMail(synagogue, season.name, household.name, words),
          })
          if (outcome !== 'sent') {
            result.failed++
            return
          }
          await deps
            .db('season_notices')
            .insert({ notice_key: key, season_id: season.id, household_id: householdId, sent_at: new Date() })
            .onConflict('notice_key')
            .ignore()
          result.sent++
        },
      )
      // Confirming again, with no seats changed, tells no household and no line.
      if (result.sent > 0)
        await recordDone(deps, ownerId, author, {
          action: 'season.notify',
          subject: changeSubject.season(season.id),
          details: { seasonName: season.name, count: result.sent },
        })
      return result
    },
  }
}
export type SeasonSeatingService = ReturnType<typeof createSeasonSeatingService>
