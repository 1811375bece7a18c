import { describe, expect, it } from 'vitest'
import { cellKey, stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { lookOf, rowGradient } from './cell-strips'

describe('cell strips', () => {
  const state = stateFromMap(sampleMap())

  it('tells each cell’s look', () => {
    expect(lookOf(state, 1, 1)).toBe('shared')
    expect(lookOf(state, 2, 4)).toBe('taken')
    expect(lookOf(state, 1, 2)).toBe('empty')
    expect(lookOf(state, 1, 3)).toBe('aisle')
    expect(lookOf(state, 3, 2)).toBe('blocked')
    expect(state.kinds.has(cellKey(1, 1))).toBe(false)
  })

  it('draws a row from its right-hand end, one stop per run of alike cells', () => {
    expect(rowGradient(state, 1)).toBe(
      'linear-gradient(to left, var(--me-strip-shared) 0px 72px, var(--me-strip-empty) 72px 144px, transparent 144px 216px, var(--me-strip-empty) 216px 288px)',
    )
    expect(rowGradient(state, 3)).toBe(
      'linear-gradient(to left, var(--me-strip-empty) 0px 72px, var(--me-strip-blocked) 72px 144px, var(--me-strip-empty) 144px 288px)',
    )
  })
})
