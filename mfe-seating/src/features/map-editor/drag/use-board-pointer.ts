import type { ElementKind, SeatRef } from '@seats/contracts'
import { toast } from '@seats/sdk'
import { useCallback, useEffect, useRef } from 'react'
import { paintCells, toggleCellKind, toggleColumnKind, toggleRowKind } from '../actions/cell-kind-actions'
import type { EditorAction } from '../actions/editor-action'
import {
  addElement,
  clampToMap,
  clearingSeatsUnder,
  moveElementBy,
  resizeElementTo,
  updateElement,
} from '../actions/element-actions'
import { assignPerson, movePerson, unassignPerson } from '../actions/seat-actions'
import { editorTexts, elementColors, elementDefaultSpans } from '../editor-texts'
import { cellKey, kindAt, peopleAt, type EditorElement, type EditorState } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import type { PersonDirectory } from '../model/person-directory'
import { cellRect, hitTest, nearestCell, spanRect, type Rect } from '../grid/grid-geometry'
import type { Viewport } from '../grid/use-viewport'
import type { EditorTool } from '../selection/selection'

/** Pixels a pointer must travel before a press becomes a drag (below it, it is a click). */
const DRAG_THRESHOLD = 4
/** A drag that rests near the viewport's edge pans the map. */
const EDGE_ZONE = 40
const EDGE_SPEED = 14
/** Only after resting there this long: a pointer passing through the edge (from the list) must not pan. */
const EDGE_DWELL_MS = 350

type Cell = { row: number; col: number }

type PressTarget =
  | { type: 'person'; personId: number; from: SeatRef | null }
  | { type: 'element'; element: EditorElement; resize: boolean }
  | { type: 'board' }

type Session =
  | { kind: 'press'; target: PressTarget; x: number; y: number; touch: boolean }
  | { kind: 'pan'; x: number; y: number; originX: number; originY: number }
  | {
      kind: 'person'
      personId: number
      from: SeatRef | null
      over: Cell | null
      ok: boolean
      remove: boolean
    }
  | { kind: 'paint'; paint: 'aisle' | 'blocked'; anchor: Cell; current: Cell }
  | { kind: 'place'; elementKind: ElementKind; anchor: Cell; current: Cell }
  | { kind: 'element'; element: EditorElement; resize: boolean; anchor: Cell; preview: EditorElement }

export interface BoardPointerOptions {
  viewport: Viewport
  store: EditorStore
  directory: React.RefObject<PersonDirectory>
  tool: React.RefObject<EditorTool>
  placing: React.RefObject<ElementKind | null>
  /**
   * The drop/paint indicator (over the viewport, in screen space, so moving it never repaints the board),
   * the ghost that follows the pointer, and the shield that covers the page during a drag (the browser then
   * hit-tests one element and no :hover styles change under the pointer). Moved through the DOM only.
   */
  indicatorRef: React.RefObject<HTMLDivElement | null>
  ghostRef: React.RefObject<HTMLDivElement | null>
  shieldRef: React.RefObject<HTMLDivElement | null>
  panelRef: React.RefObject<HTMLElement | null>
  /** A cell tapped or clicked; `touch`: by a finger (its card then opens as a sheet, never a popover). */
  onCellClick(cell: Cell, touch: boolean): void
  onHeaderClick(): void
  onElementSelect(key: string | null): void
  onPlaced(): void
  onPersonClick(personId: number): void
  onBackgroundClick(): void
  /** A drag began or ended (the popover closes, the page stops selecting text). */
  onDragChange(dragging: boolean): void
  /** True while two fingers pinch the map: presses start nothing then. */
  pinching?: React.RefObject<boolean>
}

let elementCounter = 0
const newElementKey = () => `n${Date.now().toString(36)}${(elementCounter++).toString(36)}`

/** Shows the indicator over a board rectangle, converted to the viewport's screen space. */
function place(
  el: HTMLElement | null,
  rect: Rect | null,
  t: { x: number; y: number; scale: number },
  className?: string,
) {
  if (!el) return
  if (!rect) {
    if (el.style.display !== 'none') el.style.display = 'none'
    return
  }
  const width = `${Math.round(rect.width * t.scale)}px`
  const height = `${Math.round(rect.height * t.scale)}px`
  const transform = `translate(${Math.round(rect.x * t.scale + t.x)}px, ${Math.round(rect.y * t.scale + t.y)}px)`
  if (el.style.display !== 'block') el.style.display = 'block'
  // Untouched when the pointer stays over the same cell: no style change, no frame work.
  if (el.style.transform !== transform) el.style.transform = transform
  // Size changes repaint the indicator; moves only re-composite it.
  if (el.style.width !== width) el.style.width = width
  if (el.style.height !== height) el.style.height = height
  if (className !== undefined && el.className !== className) el.className = className
}

/**
 * Every pointer gesture on the map through one listener on the viewport and, during a gesture, one on the
 * window: the cell under the pointer is computed from coordinates (hitTest), overlays and the ghost move by
 * style writes inside requestAnimationFrame, and React hears only the gesture's result.
 */
export function useBoardPointer(opts: BoardPointerOptions) {
  const optsRef = useRef(opts)
  optsRef.current = opts
  const session = useRef<Session | null>(null)
  const pointer = useRef({ x: 0, y: 0 })
  const frame = useRef<number | null>(null)
  const viewRect = useRef<DOMRect | null>(null)
  const panelRect = useRef<DOMRect | null>(null)
  const detach = useRef<(() => void) | null>(null)
  const edgeSince = useRef<number | null>(null)

  const state = (): EditorState => optsRef.current.store.getSnapshot().state

  const cellAt = (clientX: number, clientY: number) => {
    const s = state()
    const p = optsRef.current.viewport.clientToBoard(clientX, clientY)
    return { hit: hitTest(s, p.x, p.y), nearest: nearestCell(s, p.x, p.y) }
  }

  const hideOverlays = () => {
    const o = optsRef.current
    place(o.indicatorRef.current, null, o.viewport.transform.current)
    if (o.ghostRef.current) o.ghostRef.current.style.display = 'none'
    if (o.shieldRef.current) o.shieldRef.current.style.display = 'none'
  }

  /** Starts the gesture a press turns into once the pointer moves. */
  function startDrag(press: Extract<Session, { kind: 'press' }>) {
    const o = optsRef.current
    const { target } = press
    const at = cellAt(press.x, press.y).nearest
    if (target.type === 'person') {
      session.current = {
        kind: 'person',
        personId: target.personId,
        from: target.from,
        over: null,
        ok: false,
        remove: false,
      }
      panelRect.current = o.panelRef.current?.getBoundingClientRect() ?? null
      const ghost = o.ghostRef.current
      if (ghost) {
        ghost.textContent = o.directory.current.fullName(target.personId)
        ghost.style.display = 'block'
      }
    } else if (target.type === 'element') {
      session.current = {
        kind: 'element',
        element: target.element,
        resize: target.resize,
        anchor: at,
        preview: target.element,
      }
    } else if (o.placing.current) {
      session.current = { kind: 'place', elementKind: o.placing.current, anchor: at, current: at }
    } else if (o.tool.current !== 'seat' && cellAt(press.x, press.y).hit.type === 'cell') {
      session.current = { kind: 'paint', paint: o.tool.current, anchor: at, current: at }
    } else {
      const t = o.viewport.transform.current
      session.current = { kind: 'pan', x: press.x, y: press.y, originX: t.x, originY: t.y }
    }
    if (o.shieldRef.current) {
      o.shieldRef.current.style.display = 'block'
      o.shieldRef.current.dataset.gesture = session.current.kind
    }
    if (session.current.kind !== 'pan') o.onDragChange(true)
  }

  /** One frame of a gesture: hit-test once, move the overlays, pan at the edges. */
  function onFrame() {
    frame.current = null
    const o = optsRef.current
    const current = session.current
    if (!current) return
    const { x, y } = pointer.current
    if (current.kind === 'pan') {
      o.viewport.setTransform({
        ...o.viewport.transform.current,
        x: current.originX + x - current.x,
        y: current.originY + y - current.y,
      })
      return
    }
    if (current.kind === 'press') return
    const s = state()
    const { hit, nearest } = cellAt(x, y)
    const indicator = o.indicatorRef.current
    const t = o.viewport.transform.current
    switch (current.kind) {
      case 'person': {
        const ghost = o.ghostRef.current
        if (ghost) ghost.style.transform = `translate3d(${x + 14}px, ${y + 10}px, 0)`
        const p = panelRect.current
        current.remove =
          current.from !== null && p !== null && x >= p.left && x <= p.right && y >= p.top && y <= p.bottom
        if (hit.type === 'cell' && !current.remove) {
          const people = peopleAt(s, cellKey(hit.row, hit.col))
          current.over = { row: hit.row, col: hit.col }
          current.ok = kindAt(s, hit.row, hit.col) === 'seat' && !people.includes(current.personId)
          place(
            indicator,
            cellRect(s, hit.row, hit.col),
            t,
            current.ok ? 'me-drop me-drop--ok' : 'me-drop me-drop--bad',
          )
        } else {
          current.over = null
          current.ok = false
          place(indicator, null, t)
        }
        const removing = current.remove || (current.from !== null && hit.type !== 'cell')
        if (ghost && ghost.classList.contains('me-ghost--remove') !== removing)
          ghost.classList.toggle('me-ghost--remove', removing)
        break
      }
      case 'paint':
      case 'place': {
        current.current = nearest
        const r0 = Math.min(current.anchor.row, nearest.row)
        const c0 = Math.min(current.anchor.col, nearest.col)
        const rect = spanRect(
          s,
          r0,
          c0,
          Math.abs(nearest.row - current.anchor.row) + 1,
          Math.abs(nearest.col - current.anchor.col) + 1,
        )
        place(
          indicator,
          rect,
          t,
          current.kind === 'paint'
            ? `me-drop me-drop--paint me-drop--${current.paint}`
            : 'me-drop me-drop--place',
        )
        break
      }
      case 'element': {
        const e = current.element
        current.preview = current.resize
          ? resizeElementTo(e, nearest.row, nearest.col, s)
          : moveElementBy(e, nearest.row - current.anchor.row, nearest.col - current.anchor.col, s)
        const pv = current.preview
        place(indicator, spanRect(s, pv.row, pv.col, pv.rowSpan, pv.colSpan), t, 'me-drop me-drop--place')
        break
      }
    }
    // Pan when the pointer rests near an edge inside the map, and keep hit-testing while the map slides.
    const vr = viewRect.current
    if (!vr) return
    const inside = x >= vr.left && x <= vr.right && y >= vr.top && y <= vr.bottom
    const dx = x < vr.left + EDGE_ZONE ? EDGE_SPEED : x > vr.right - EDGE_ZONE ? -EDGE_SPEED : 0
    const dy = y < vr.top + EDGE_ZONE ? EDGE_SPEED : y > vr.bottom - EDGE_ZONE ? -EDGE_SPEED : 0
    if (!inside || (!dx && !dy)) {
      edgeSince.current = null
      return
    }
    const now = performance.now()
    edgeSince.current ??= now
    if (now - edgeSince.current >= EDGE_DWELL_MS) o.viewport.panBy(dx, dy)
    frame.current = requestAnimationFrame(onFrame)
  }

  function finish(commit: boolean): void {
    const o = optsRef.current
    const current = session.current
    session.current = null
    edgeSince.current = null
    detach.current?.()
    detach.current = null
    if (frame.current !== null) cancelAnimationFrame(frame.current)
    frame.current = null
    hideOverlays()
    if (!current) return
    if (current.kind !== 'press' && current.kind !== 'pan') o.onDragChange(false)
    if (!commit) return
    const s = state()
    const { store } = o
    switch (current.kind) {
      case 'press':
        return click(current)
      case 'person': {
        if (current.over && current.ok) {
          const to = current.over
          store.apply(
            current.from
              ? movePerson(current.personId, current.from, to)
              : assignPerson(current.personId, to),
          )
        } else if (current.from && !current.over) {
          // Dropped off the map or on the list: the person leaves that seat.
          store.apply(unassignPerson(current.personId, current.from))
        }
        return
      }
      case 'paint':
        return store.apply(paintCells(s, current.anchor, current.current, current.paint))
      case 'place': {
        const r0 = Math.min(current.anchor.row, current.current.row)
        const c0 = Math.min(current.anchor.col, current.current.col)
        const single =
          current.anchor.row === current.current.row && current.anchor.col === current.current.col
        const [defRows, defCols] = elementDefaultSpans[current.elementKind]
        const element = clampToMap(
          {
            key: newElementKey(),
            name: editorTexts.elementKind(current.elementKind),
            kind: current.elementKind,
            row: r0,
            col: c0,
            rowSpan: single ? defRows : Math.abs(current.current.row - current.anchor.row) + 1,
            colSpan: single ? defCols : Math.abs(current.current.col - current.anchor.col) + 1,
            color: elementColors[current.elementKind],
          },
          s,
        )
        placeElement(s, element, addElement(element))
        o.onElementSelect(element.key)
        o.onPlaced()
        return
      }
      case 'element': {
        const { element, preview } = current
        const same =
          preview.row === element.row &&
          preview.col === element.col &&
          preview.rowSpan === element.rowSpan &&
          preview.colSpan === element.colSpan
        if (!same)
          placeElement(
            s,
            preview,
            updateElement(element, preview, current.resize ? 'resizeElement' : 'moveElement'),
          )
        return
      }
    }
  }

  /** An element's step, taking people off the seats it now covers, and saying so. */
  function placeElement(s: EditorState, element: EditorElement, step: EditorAction): void {
    const { action, unseated } = clearingSeatsUnder(s, element, step)
    optsRef.current.store.apply(action)
    if (unseated > 0) toast.warning(editorTexts.removedUnderElement(unseated, element.name))
  }

  /** A press that never moved: what it means depends on what was pressed and the tool in hand. */
  function click(press: Extract<Session, { kind: 'press' }>): void {
    const o = optsRef.current
    const s = state()
    const { target } = press
    if (target.type === 'person' && target.from === null) return o.onPersonClick(target.personId)
    if (target.type === 'element') return o.onElementSelect(target.element.key)
    const { hit } = cellAt(press.x, press.y)
    if (o.placing.current && hit.type === 'cell') {
      session.current = { kind: 'place', elementKind: o.placing.current, anchor: hit, current: hit }
      return finish(true)
    }
    const tool = o.tool.current
    if (hit.type === 'cell') {
      if (tool === 'seat') return o.onCellClick({ row: hit.row, col: hit.col }, press.touch)
      o.store.apply(toggleCellKind(s, cellKey(hit.row, hit.col), tool))
      return o.onCellClick({ row: hit.row, col: hit.col }, press.touch)
    }
    if (hit.type === 'row-header' && tool !== 'seat') {
      o.store.apply(toggleRowKind(s, hit.row, tool))
      return o.onHeaderClick()
    }
    if (hit.type === 'column-header' && tool !== 'seat') {
      o.store.apply(toggleColumnKind(s, hit.col, tool))
      return o.onHeaderClick()
    }
    o.onBackgroundClick()
  }

  const begin = useCallback(
    (
      e: { clientX: number; clientY: number; button: number; pointerId: number; pointerType: string },
      target: PressTarget,
    ) => {
      if (e.button !== 0 && e.button !== 1) return
      finish(false)
      viewRect.current = optsRef.current.viewport.viewRect()
      pointer.current = { x: e.clientX, y: e.clientY }
      // The middle button always pans.
      if (e.button === 1) {
        const t = optsRef.current.viewport.transform.current
        session.current = { kind: 'pan', x: e.clientX, y: e.clientY, originX: t.x, originY: t.y }
      } else
        session.current = {
          kind: 'press',
          target,
          x: e.clientX,
          y: e.clientY,
          touch: e.pointerType === 'touch',
        }

      const onMove = (ev: PointerEvent) => {
        if (ev.pointerId !== e.pointerId) return
        pointer.current = { x: ev.clientX, y: ev.clientY }
        const current = session.current
        if (current?.kind === 'press') {
          if (Math.hypot(ev.clientX - current.x, ev.clientY - current.y) < DRAG_THRESHOLD) return
          startDrag(current)
        }
        if (frame.current === null) frame.current = requestAnimationFrame(onFrame)
      }
      const onUp = (ev: PointerEvent) => {
        if (ev.pointerId !== e.pointerId) return
        pointer.current = { x: ev.clientX, y: ev.clientY }
        // The last position counts even if its frame has not run yet.
        if (session.current && session.current.kind !== 'press') onFrame()
        finish(true)
      }
      const onCancel = (ev: PointerEvent) => ev.pointerId === e.pointerId && finish(false)
      const onKey = (ev: KeyboardEvent) => ev.key === 'Escape' && finish(false)
      window.addEventListener('pointermove', onMove)
      window.addEventListener('pointerup', onUp)
      window.addEventListener('pointercancel', onCancel)
      window.addEventListener('keydown', onKey)
      detach.current = () => {
        window.removeEventListener('pointermove', onMove)
        window.removeEventListener('pointerup', onUp)
        window.removeEventListener('pointercancel', onCancel)
        window.removeEventListener('keydown', onKey)
      }
    },
    [],
  )

  /** pointerdown on the viewport: what was pressed decides the gesture. */
  const onBoardPointerDown = useCallback(
    (e: React.PointerEvent<HTMLElement>) => {
      // React bubbles events from portals (the seat card) through the tree: only the map's own DOM counts.
      if (!(e.target instanceof Node) || !e.currentTarget.contains(e.target)) return
      const targetEl = e.target as HTMLElement
      const o = optsRef.current
      // A second finger makes a pinch (use-pinch-zoom.ts), never a gesture of its own.
      if (o.pinching?.current) return
      const s = state()
      // A finger on the map pans it or taps a cell: names and elements move with a mouse only.
      if (e.pointerType === 'touch') return begin(e, { type: 'board' })
      const elementEl = targetEl.closest<HTMLElement>('[data-element-key]')
      if (elementEl && !o.placing.current) {
        const element = s.elements.find((el) => el.key === elementEl.dataset.elementKey)
        if (element) {
          e.preventDefault()
          return begin(e, { type: 'element', element, resize: targetEl.dataset.handle === 'resize' })
        }
      }
      const nameEl = targetEl.closest<HTMLElement>('[data-person-id]')
      if (nameEl && o.tool.current === 'seat' && !o.placing.current) {
        const { hit } = cellAt(e.clientX, e.clientY)
        const personId = Number(nameEl.dataset.personId)
        if (hit.type === 'cell' && peopleAt(s, cellKey(hit.row, hit.col)).includes(personId)) {
          e.preventDefault()
          return begin(e, { type: 'person', personId, from: { row: hit.row, col: hit.col } })
        }
      }
      begin(e, { type: 'board' })
    },
    [begin],
  )

  /** pointerdown on a worshipper in the list: a drag seats them, a click shows their seats. */
  const onPersonPointerDown = useCallback(
    (e: React.PointerEvent<HTMLElement>, personId: number) => {
      // A finger scrolls the list, and a tap picks (WorshippersPanel): only a mouse or a pen drags from it.
      if ((e.target as HTMLElement).closest('button') || e.pointerType === 'touch') return
      e.preventDefault()
      begin(e, { type: 'person', personId, from: null })
    },
    [begin],
  )

  // Reads everything through refs: one registration for the component's life.
  useEffect(() => () => finish(false), [])

  return { onBoardPointerDown, onPersonPointerDown, cancel: () => finish(false) }
}
