import type { SeatRef } from '@seats/contracts'
import { assignPerson, movePerson, unassignPerson } from '../../actions/seat-actions'
import { cellRect } from '../../grid/grid-geometry'
import { cellKey, kindAt, peopleAt } from '../../model/editor-state'
import type { Cell, Gesture, GestureEnv } from './gesture'
import { showOverlay } from './overlays'

/**
 * A worshipper dragged from the list (`from` null) or from a seat: dropped on a free seat they are seated
 * or moved, dropped off the map or on the list they leave the seat they came from.
 */
export function personGesture(env: GestureEnv, personId: number, from: SeatRef | null): Gesture {
  const panelRect = env.panel()?.getBoundingClientRect() ?? null
  const ghost = env.ghost()
  if (ghost) {
    ghost.textContent = env.fullName(personId)
    ghost.style.display = 'block'
  }
  let over: Cell | null = null
  let ok = false
  return {
    kind: 'person',
    frame(x, y) {
      const s = env.state()
      const { hit } = env.cellAt(x, y)
      const indicator = env.indicator()
      const t = env.transform()
      if (ghost) ghost.style.transform = `translate3d(${x + 14}px, ${y + 10}px, 0)`
      const p = panelRect
      const remove = from !== null && p !== null && x >= p.left && x <= p.right && y >= p.top && y <= p.bottom
      if (hit.type === 'cell' && !remove) {
        const people = peopleAt(s, cellKey(hit.row, hit.col))
        over = { row: hit.row, col: hit.col }
        ok = kindAt(s, hit.row, hit.col) === 'seat' && !people.includes(personId)
        showOverlay(
          indicator,
          cellRect(s, hit.row, hit.col),
          t,
          ok ? 'me-drop me-drop--ok' : 'me-drop me-drop--bad',
        )
      } else {
        over = null
        ok = false
        showOverlay(indicator, null, t)
      }
      const removing = remove || (from !== null && hit.type !== 'cell')
      if (ghost && ghost.classList.contains('me-ghost--remove') !== removing)
        ghost.classList.toggle('me-ghost--remove', removing)
    },
    commit() {
      if (over && ok) env.apply(from ? movePerson(personId, from, over) : assignPerson(personId, over))
      // Dropped off the map or on the list: the person leaves that seat.
      else if (from && !over) env.apply(unassignPerson(personId, from))
    },
  }
}
