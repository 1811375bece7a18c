import { describe, expect, it } from 'vitest'
import { pickMapId } from './pick-map'

describe('pickMapId', () => {
  const maps = [{ id: 4 }, { id: 9 }]
  it('prefers the chosen map, then lastMapId, then the first', () => {
    expect(pickMapId(maps, 9, '4')).toBe(9)
    expect(pickMapId(maps, null, '9')).toBe(9)
    expect(pickMapId(maps, 77, '12')).toBe(4)
    expect(pickMapId([], null, '4')).toBeNull()
  })
})
