import { describe, expect, it } from 'vitest'
import { ALL_DISPLAYS, chooseDisplays, printChoices } from './choose-displays'

const display = (id: number, size: 'A4' | 'A3', orientation: 'portrait' | 'landscape') => ({
  id,
  size,
  orientation,
})

describe('what a print job holds', () => {
  it('displays on one paper print together as "all"', () => {
    const same = [display(1, 'A4', 'landscape'), display(2, 'A4', 'landscape')]
    expect(printChoices(same).map((c) => c.value)).toEqual(['1', '2', ALL_DISPLAYS])
    expect(chooseDisplays(same, ALL_DISPLAYS).displays.map((d) => d.id)).toEqual([1, 2])
  })

  it('displays on different papers print one paper per job, never mixed', () => {
    const mixed = [
      display(1, 'A4', 'landscape'),
      display(2, 'A3', 'landscape'),
      display(3, 'A4', 'landscape'),
      display(4, 'A4', 'portrait'),
      display(5, 'A4', 'portrait'),
    ]
    const groups = printChoices(mixed).filter((c) => c.paper)
    expect(groups.map((c) => c.displays.map((d) => d.id))).toEqual([
      [1, 3],
      [4, 5],
    ])
    expect(printChoices(mixed).some((c) => c.value === ALL_DISPLAYS)).toBe(false)
    for (const group of groups) {
      const chosen = chooseDisplays(mixed, group.value)
      expect(new Set(chosen.displays.map((d) => `${d.size} ${d.orientation}`)).size).toBe(1)
    }
    // An old "all" link prints the first display's paper alone.
    expect(chooseDisplays(mixed, ALL_DISPLAYS).displays.map((d) => d.id)).toEqual([1, 3])
  })

  it('a display is chosen by its id, else the first one', () => {
    const same = [display(1, 'A4', 'landscape'), display(2, 'A3', 'portrait')]
    expect(chooseDisplays(same, '2').displays.map((d) => d.id)).toEqual([2])
    expect(chooseDisplays(same, null).displays.map((d) => d.id)).toEqual([1])
    expect(chooseDisplays(same, 'x').value).toBe('1')
  })
})
