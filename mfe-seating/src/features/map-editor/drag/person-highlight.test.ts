// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createPersonHighlight, peopleUnder } from './person-highlight'

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('person highlight', () => {
  it('writes one rule for the hovered people and clears it', () => {
    const h = createPersonHighlight('.board')
    h.show([3, 14])
    const style = document.head.querySelector('style')!
    expect(style.textContent).toContain('.board [data-p~="3"],.board [data-p~="14"]{')
    document.body.innerHTML = '<div class="board"><div id="a" data-p="3 7"></div><div id="b" data-p="13"></div></div>'
    expect(document.querySelector('#a')!.matches('.board [data-p~="3"]')).toBe(true)
    expect(document.querySelector('#b')!.matches('.board [data-p~="3"]')).toBe(false)
    h.clear()
    expect(style.textContent).toBe('')
    h.dispose()
    expect(document.head.querySelector('style')).toBeNull()
  })

  it('reads the people under the pointer from a name or a cell', () => {
    document.body.innerHTML = '<div data-p="4 9"><span data-person-id="9"><b id="n">x</b></span><i id="c"></i></div><p id="none"></p>'
    expect(peopleUnder(document.getElementById('n'))).toEqual([9])
    expect(peopleUnder(document.getElementById('c'))).toEqual([4, 9])
    expect(peopleUnder(document.getElementById('none'))).toEqual([])
    expect(peopleUnder(null)).toEqual([])
  })
})
