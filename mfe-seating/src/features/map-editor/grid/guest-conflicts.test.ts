import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { sampleGuest } from '@seats/contracts/testing'
import { sampleMap } from '../model/sample-map.fixture'
import { freeSeatsOnDate, guestConflicts } from './guest-conflicts'

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

describe('the seats a guest may move to', () => {
  it('are the seats free on the date and lent to nobody, as the hall numbers them', () => {
    const all = freeSeatsOnDate(state, [], new Set(), false).map((s) => s.seatName)
    // Row א's first seat is held by 11 and 12, row ב's third by 11; the rest are empty.
    expect(all).not.toContain('שורה א, מושב 1')
    expect(all).toContain('שורה א, מושב 3')
    const lent = freeSeatsOnDate(state, [sampleGuest({ row: 1, col: 4 })], new Set([11, 12]), false)
    expect(lent.map((s) => s.seatName)).toContain('שורה א, מושב 1')
    expect(lent.map((s) => s.seatName)).not.toContain('שורה א, מושב 3')
  })
})
