import { describe, expect, it } from 'vitest'
import { editorTexts, elementDefaultSpans } from '../../editor-texts'
import { centreOf, gestureEnv } from './gesture-env.fixture'
import { placeGesture } from './place'

describe('placing an element', () => {
  it('draws the dragged rectangle, selects it and ends the placing', () => {
    const { env, indicator, state } = gestureEnv({ placing: 'ark' })
    const place = placeGesture(env, 'ark', { row: 3, col: 4 })
    place.frame(...centreOf(3, 3))
    expect(indicator.className).toBe('me-drop me-drop--place')
    place.commit()
    const added = state().elements.at(-1)!
    expect(added).toMatchObject({ kind: 'ark', name: 'ארון קודש', row: 3, col: 3, rowSpan: 1, colSpan: 2 })
    expect(env.onElementSelect).toHaveBeenCalledWith(added.key)
    expect(env.onPlaced).toHaveBeenCalled()
  })

  it("takes the kind's own size from a single cell, kept inside the map", () => {
    const { env, state } = gestureEnv({ placing: 'bimah' })
    placeGesture(env, 'bimah', { row: 3, col: 4 }).commit()
    const added = state().elements.at(-1)!
    const [rows, cols] = elementDefaultSpans.bimah
    expect(added.row + added.rowSpan - 1).toBeLessThanOrEqual(3)
    expect(added.col + added.colSpan - 1).toBeLessThanOrEqual(4)
    expect(added.rowSpan).toBe(Math.min(rows, 3))
    expect(added.colSpan).toBe(Math.min(cols, 4))
  })

  it('takes the worshippers off the seats it covers, and says so', () => {
    const { env, state } = gestureEnv({ placing: 'ark' })
    const place = placeGesture(env, 'ark', { row: 1, col: 1 })
    place.frame(...centreOf(1, 2))
    place.commit()
    expect(state().seats.get(1001)).toBeUndefined()
    expect(env.warn).toHaveBeenCalledWith(editorTexts.removedUnderElement(2, 'ארון קודש'))
  })
})
