import { describe, expect, it } from 'vitest'
import { cellKey, stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { compound, mergeChanges } from './editor-action'
import { canRedo, canUndo, emptyHistory, HISTORY_LIMIT, record, redo, undo } from './history'
import { assignPerson, movePerson } from './seat-actions'

describe('history', () => {
  it('undoes and redoes steps in order', () => {
    let state = stateFromMap(sampleMap())
    const start = state
    let history = emptyHistory
    for (const action of [
      assignPerson(20, { row: 3, col: 4 }),
      movePerson(20, { row: 3, col: 4 }, { row: 3, col: 1 }),
    ]) {
      state = action.perform(state)
      history = record(history, action)
    }
    const afterBoth = state
    expect(state.seats.get(cellKey(3, 1))).toEqual([20])

    const u1 = undo(history)!
    state = u1.step.perform(state)
    expect(u1.step.name).toBe('movePerson')
    expect(state.seats.get(cellKey(3, 4))).toEqual([20])
    const u2 = undo(u1.history)!
    state = u2.step.perform(state)
    expect(state).toEqual(start)
    expect(canUndo(u2.history)).toBe(false)
    expect(undo(u2.history)).toBeNull()

    const r1 = redo(u2.history)!
    state = r1.step.perform(state)
    const r2 = redo(r1.history)!
    state = r2.step.perform(state)
    expect(state).toEqual(afterBoth)
    expect(canRedo(r2.history)).toBe(false)
  })

  it('a new step forgets what could be redone', () => {
    const a = assignPerson(1, { row: 1, col: 2 })
    const history = undo(record(emptyHistory, a))!.history
    expect(canRedo(history)).toBe(true)
    expect(canRedo(record(history, assignPerson(2, { row: 1, col: 2 })))).toBe(false)
  })

  it('keeps at most HISTORY_LIMIT steps', () => {
    let history = emptyHistory
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      history = record(history, assignPerson(i + 1, { row: 1, col: 2 }))
    expect(history.past).toHaveLength(HISTORY_LIMIT)
  })

  it('compound steps merge their seat ops into one call', () => {
    const step = compound('pair', [assignPerson(1, { row: 1, col: 2 }), assignPerson(2, { row: 1, col: 2 })])
    expect(step.changes).toEqual([
      {
        type: 'seats',
        ops: [
          { op: 'assign', personId: 1, to: { row: 1, col: 2 } },
          { op: 'assign', personId: 2, to: { row: 1, col: 2 } },
        ],
      },
    ])
    expect(
      mergeChanges([{ type: 'layout' }, { type: 'layout' }, { type: 'element-delete', key: 'a' }]),
    ).toEqual([{ type: 'layout' }, { type: 'element-delete', key: 'a' }])
  })
})
