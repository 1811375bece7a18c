import { describe, expect, it } from 'vitest'
import { EDGE_SPEED, EDGE_ZONE, edgeStep } from './edge-pan'

const view = { left: 0, right: 1000, top: 0, bottom: 700 }

describe('panning at the edges while dragging', () => {
  it('slides the map toward the edge the pointer rests by', () => {
    expect(edgeStep(view, 5, 300)).toEqual({ dx: EDGE_SPEED, dy: 0 })
    expect(edgeStep(view, 995, 695)).toEqual({ dx: -EDGE_SPEED, dy: -EDGE_SPEED })
    expect(edgeStep(view, 500, EDGE_ZONE - 1)).toEqual({ dx: 0, dy: EDGE_SPEED })
  })

  it('stays put in the middle and outside the viewport (over the list)', () => {
    expect(edgeStep(view, 500, 300)).toBeNull()
    expect(edgeStep(view, 1010, 300)).toBeNull()
  })
})
