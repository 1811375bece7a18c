// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cellKey } from '../model/editor-state'
import { cellRect } from '../grid/grid-geometry'
import { createSeatHighlight, personUnder } from './seat-highlight'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('seat highlight', () => {
  it('outlines the given seats with pooled elements and hides them again', () => {
    const layer = document.createElement('div')
    const size = { rows: 5, cols: 5 }
    const h = createSeatHighlight(layer)
    h.show([cellKey(1, 1), cellKey(2, 3)], size)
    expect(layer.children).toHaveLength(2)
    const r = cellRect(size, 2, 3)
    expect((layer.children[1] as HTMLElement).style.transform).toBe(`translate(${r.x}px, ${r.y}px)`)
    h.show([cellKey(4, 4)], size)
    expect(layer.children).toHaveLength(2)
    expect((layer.children[1] as HTMLElement).style.display).toBe('none')
    h.clear()
    expect([...layer.children].every((c) => (c as HTMLElement).style.display === 'none')).toBe(true)
  })

  it('reads the worshipper whose name is under the pointer', () => {
    document.body.innerHTML =
      '<div data-p="4 9"><span data-person-id="9"><b id="n">x</b></span><i id="c"></i></div>'
    expect(personUnder(document.getElementById('n'))).toBe(9)
    expect(personUnder(document.getElementById('c'))).toBeNull()
    expect(personUnder(null)).toBeNull()
  })
})
