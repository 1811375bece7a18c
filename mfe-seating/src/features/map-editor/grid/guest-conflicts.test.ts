import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { sampleGuest } from '@seats/contracts/testing'
import { sampleMap } from '../model/sample-map.fixture'
import { guestConflicts } from './guest-conflicts'

const state = stateFromMap(sampleMap())

describe('a guest whose seat is no longer free', () => {
  // Row 2, col 4 holds worshipper 11; row 1, col 4 nobody.
  const onHeld = sampleGuest({ id: 2, row: 2, col: 4 })
  const onEmpty = sampleGuest({ id: 3, row: 1, col: 4 })

  it('is none while the seat’s worshipper is away, and an empty seat is never one', () => {
    expect(guestConflicts(state, [onHeld, onEmpty], new Set([11]), false)).toEqual([])
  })

  it('is the guest on a seat whose worshipper is coming after all', () => {
    expect(guestConflicts(state, [onHeld, onEmpty], new Set(), false).map((g) => g.id)).toEqual([2])
    // On a reverse event a report means "I am coming".
    expect(guestConflicts(state, [onHeld], new Set([11]), true).map((g) => g.id)).toEqual([2])
  })
})
