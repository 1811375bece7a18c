import { coveredCells, fieldErrorOf, type MapVersion, type SeatOps, type SeatRef } from '@seats/contracts'
import {
  assertVersion,
  type AssignmentRow,
  cellKey,
  decodeLayout,
  elementsRepo,
  lockOwnedMap,
  lockOwnedPersons,
  mapsRepo,
} from '../maps'
import { fieldsError } from '@seats/kit'
import type { FieldError } from '@seats/contracts'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'

type Deps = Pick<SeatingDeps, 'db' | 'realtime'>

const seatKey = (row: number, col: number, personId: number) => `${row}:${col}:${personId}`
const fromKey = (key: string): AssignmentRow => {
  const [r, c, p] = key.split(':').map(Number)
  return { seat_row: r ?? 0, seat_col: c ?? 0, person_id: p ?? 0 }
}

/** The editor's seat changes of a map, scoped by the owner's account id. */
export function createSeatsService(deps: Deps) {
  return {
    /**
     * Applies the editor's seat changes in order, all or nothing, against the version the editor last saw.
     * A seat outside the grid or on an aisle, or an unassign/move of someone who is not in `from`, refuses the
     * whole batch naming the op (`ops.3.to`).
     */
    async apply(ownerId: number, mapId: number, input: SeatOps): Promise<MapVersion> {
      const version = await inTransaction(deps.db, async (trx) => {
        const map = await lockOwnedMap(trx, ownerId, mapId)
        assertVersion(map, input.version)
        const personIds = [...new Set(input.ops.map((o) => o.personId))]
        await lockOwnedPersons(trx, ownerId, personIds)

        const notSeat = new Set<number>(coveredCells(await elementsRepo(trx).listByMap(mapId)))
        for (const c of decodeLayout(map.layout)) if (c.kind !== 'seat') notSeat.add(cellKey(c.row, c.col))
        const problems: FieldError[] = []
        const checkSeat = (at: SeatRef, field: string) => {
          if (at.row > map.row_count || at.col > map.col_count)
            problems.push(fieldErrorOf(field, 'outside_map'))
          else if (notSeat.has(cellKey(at.row, at.col))) problems.push(fieldErrorOf(field, 'not_a_seat'))
        }

        const repo = mapsRepo(trx)
        const before = new Set(
          (await repo.assignmentsOf(mapId, personIds)).map((a) =>
            seatKey(a.seat_row, a.seat_col, a.person_id),
          ),
        )
        const seats = new Set(before)
        input.ops.forEach((op, i) => {
          if (op.op === 'unassign' || op.op === 'move') {
            const key = seatKey(op.from.row, op.from.col, op.personId)
            if (!seats.delete(key)) problems.push(fieldErrorOf(`ops.${i}.from`, 'person_not_in_seat'))
          }
          if (op.op === 'assign' || op.op === 'move') {
            checkSeat(op.to, `ops.${i}.to`)
            seats.add(seatKey(op.to.row, op.to.col, op.personId))
          }
        })
        if (problems.length > 0) throw fieldsError(problems)

        await repo.deleteAssignments(mapId, [...before].filter((k) => !seats.has(k)).map(fromKey))
        await repo.insertAssignments(mapId, [...seats].filter((k) => !before.has(k)).map(fromKey))
        const next = Number(map.version) + 1
        await repo.update(mapId, { version: next })
        return next
      })
      deps.realtime.emit(ownerId, 'mapChanged', { mapId, version })
      return { mapId, version }
    },
  }
}
export type SeatsService = ReturnType<typeof createSeatsService>
