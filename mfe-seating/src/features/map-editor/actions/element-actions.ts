import { cellKey, peopleAt, type EditorElement, type EditorState } from '../model/editor-state'
import { compound, type EditorAction } from './editor-action'
import { unassignPerson } from './seat-actions'

const without = (state: EditorState, key: string) => state.elements.filter((e) => e.key !== key)

/** Places an element (ארון קודש, בימה …) on the map. */
export function addElement(element: EditorElement): EditorAction {
  return {
    name: 'addElement',
    perform: (state) =>
      state.elements.some((e) => e.key === element.key)
        ? state
        : { ...state, elements: [...state.elements, element] },
    inverse: () => removeElement(element),
    changes: [{ type: 'element-create', key: element.key }],
  }
}

export function removeElement(element: EditorElement): EditorAction {
  return {
    name: 'removeElement',
    perform: (state) => ({ ...state, elements: without(state, element.key) }),
    inverse: () => addElement(element),
    changes: [{ type: 'element-delete', key: element.key }],
  }
}

/** Moves, resizes, renames or recolours an element. */
export function updateElement(
  before: EditorElement,
  after: EditorElement,
  name = 'updateElement',
): EditorAction {
  return {
    name,
    perform: (state) => ({
      ...state,
      elements: state.elements.map((e) => (e.key === after.key ? after : e)),
    }),
    inverse: () => updateElement(after, before, name),
    changes: [{ type: 'element-update', key: after.key }],
  }
}

/**
 * Places or moves an element where people sit: a seat under an element is no seat, so the step also takes
 * them off those seats (undo puts them back). Answers the step and how many seatings it removes.
 */
export function clearingSeatsUnder(
  state: EditorState,
  element: EditorElement,
  step: EditorAction,
): { action: EditorAction; unseated: number } {
  const unseat: EditorAction[] = []
  for (let row = element.row; row < element.row + element.rowSpan; row++)
    for (let col = element.col; col < element.col + element.colSpan; col++)
      for (const personId of peopleAt(state, cellKey(row, col)))
        unseat.push(unassignPerson(personId, { row, col }))
  return unseat.length === 0
    ? { action: step, unseated: 0 }
    : { action: compound(step.name, [...unseat, step]), unseated: unseat.length }
}

/** Keeps an element's rectangle inside the map (a drag may overshoot the edge). */
export function clampToMap(element: EditorElement, map: Pick<EditorState, 'rows' | 'cols'>): EditorElement {
  const rowSpan = Math.max(1, Math.min(element.rowSpan, map.rows))
  const colSpan = Math.max(1, Math.min(element.colSpan, map.cols))
  const row = Math.max(1, Math.min(element.row, map.rows - rowSpan + 1))
  const col = Math.max(1, Math.min(element.col, map.cols - colSpan + 1))
  return { ...element, row, col, rowSpan, colSpan }
}

export const moveElementBy = (
  element: EditorElement,
  dRows: number,
  dCols: number,
  map: Pick<EditorState, 'rows' | 'cols'>,
) => clampToMap({ ...element, row: element.row + dRows, col: element.col + dCols }, map)

/** Resizes from the element's far corner (bottom, and the left end in the right-to-left map). */
export function resizeElementTo(
  element: EditorElement,
  lastRow: number,
  lastCol: number,
  map: Pick<EditorState, 'rows' | 'cols'>,
): EditorElement {
  return clampToMap(
    {
      ...element,
      rowSpan: Math.max(1, lastRow - element.row + 1),
      colSpan: Math.max(1, lastCol - element.col + 1),
    },
    map,
  )
}
