import {
  changeSubject,
  coveredCells,
  fieldErrorOf,
  numberSeatsOfMap,
  personDisplayName,
  seatName,
  type ChangeAuthor,
  type MapVersion,
  type SeatOp,
  type SeatOps,
  type SeatRef,
} from '@seats/contracts'
import {
  assertVersion,
  type AssignmentRow,
  cellKey,
  decodeLayout,
  elementsRepo,
  lockOwnedMap,
  lockOwnedPersons,
  mapsRepo,
  parseSeatNumbering,
  type MapRow,
} from '../maps'
import { fieldsError, type Knex } from '@seats/kit'
import type { FieldError } from '@seats/contracts'
import type { SeatingDeps } from '../../deps'
import { chunks, inTransaction } from '../../platform/transactions'
import { recordChanges, type ChangeFacts } from '../activity'

type Deps = Pick<SeatingDeps, 'db' | 'realtime' | 'outbox'>
type Numbering = ReturnType<typeof numberSeatsOfMap>

const seatKey = (row: number, col: number, personId: number) => `${row}:${col}:${personId}`
const fromKey = (key: string): AssignmentRow => {
  const [r, c, p] = key.split(':').map(Number)
  return { seat_row: r ?? 0, seat_col: c ?? 0, person_id: p ?? 0 }
}

/** The worshippers' names, as the activity list tells them. */
async function personNames(trx: Knex.Transaction, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>()
  for (const part of chunks(ids, 1_000)) {
    const rows = (await trx('persons').whereIn('id', part).select('id', 'first_name', 'last_name')) as Array<{
      id: number
      first_name: string
      last_name: string
    }>
    for (const r of rows)
      names.set(r.id, personDisplayName({ firstName: r.first_name, lastName: r.last_name }))
  }
  return names
}

/** Each op as the activity list tells it, its seats named as the hall numbers them ("שורה ג, מושב 5"). */
function seatChanges(
  map: MapRow,
  numbering: Numbering,
  names: Map<number, string>,
  ops: readonly SeatOp[],
): ChangeFacts[] {
  const nameOf = (at: SeatRef) => {
    const letter = numbering.rowLabel(at.row)
    const n = numbering.numberAt(at.row, at.col)
    return letter && n ? seatName(letter, n) : undefined
  }
  const subjectOf = (at: SeatRef) => changeSubject.seat(map.id, at.row, at.col)
  return ops.map((op) => {
    const person = { personId: op.personId, personName: names.get(op.personId) ?? '' }
    switch (op.op) {
      case 'assign':
        return {
          action: 'seat.assign',
          subject: subjectOf(op.to),
          details: { ...person, seat: nameOf(op.to) },
        }
      case 'unassign':
        return {
          action: 'seat.unassign',
          subject: subjectOf(op.from),
          details: { ...person, seat: nameOf(op.from) },
        }
      case 'move':
        return {
          action: 'seat.move',
          subject: subjectOf(op.to),
          details: { ...person, seat: nameOf(op.to), fromSeat: nameOf(op.from) },
        }
    }
  })
}

/** The editor's seat changes of a map, scoped by the owner's account id. */
export function createSeatsService(deps: Deps) {
  return {
    /**
     * Applies the editor's seat changes in order, all or nothing, against the version the editor last saw.
     * A seat outside the grid or on an aisle, or an unassign/move of someone who is not in `from`, refuses the
     * whole batch naming the op (`ops.3.to`). `told`, when given, is what the activity list hears instead of
     * each seat (one line for an automatic assignment of hundreds).
     */
    async apply(
      ownerId: number,
      author: ChangeAuthor,
      mapId: number,
      input: SeatOps,
      told?: readonly ChangeFacts[],
    ): Promise<MapVersion> {
      const version = await inTransaction(deps.db, async (trx) => {
        const map = await lockOwnedMap(trx, ownerId, mapId)
        assertVersion(map, input.version)
        const personIds = [...new Set(input.ops.map((o) => o.personId))]
        await lockOwnedPersons(trx, ownerId, personIds)

        const elements = await elementsRepo(trx).listByMap(mapId)
        const cells = decodeLayout(map.layout)
        const notSeat = new Set<number>(coveredCells(elements))
        for (const c of cells) if (c.kind !== 'seat') notSeat.add(cellKey(c.row, c.col))
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
        const numbering = numberSeatsOfMap({
          rows: map.row_count,
          cols: map.col_count,
          cells,
          elements,
          seatNumbering: parseSeatNumbering(map.seat_numbering),
        })
        const changes = told ?? seatChanges(map, numbering, await personNames(trx, personIds), input.ops)
        await recordChanges(deps.outbox, trx, ownerId, author, changes)
        return next
      })
      await deps.outbox.flush()
      deps.realtime.emit(ownerId, 'mapChanged', { mapId, version })
      return { mapId, version }
    },
  }
}
export type SeatsService = ReturnType<typeof createSeatsService>
