import { panGesture } from './pan'
import { pressGesture, type PressGesture } from './press'
import { edgeStep, EDGE_DWELL_MS } from './edge-pan'
import type { Gesture, GestureEnv, PressTarget } from './gesture'
import { showOverlay } from './overlays'

/** Pixels a pointer must travel before a press becomes a drag (below it, it is a click). */
export const DRAG_THRESHOLD = 4

export interface BoardGestureEnv extends GestureEnv {
  viewRect(): DOMRect | null
  panBy(dx: number, dy: number): void
  /** Covers the page during a drag: the browser hit-tests one element and no :hover changes under it. */
  shield(): HTMLElement | null
}

export interface PressEvent {
  clientX: number
  clientY: number
  button: number
  pointerId: number
  pointerType: string
}

/**
 * One gesture at a time: a press that becomes a click or, once moved, the drag it starts; window listeners
 * for its moves, its release, a cancel or Escape; one hit-test a frame, and panning at the viewport's edges.
 */
export function createBoardGestures(env: BoardGestureEnv) {
  let gesture: Gesture | PressGesture | null = null
  let pointer = { x: 0, y: 0 }
  let frame: number | null = null
  let viewRect: DOMRect | null = null
  let detach: (() => void) | null = null
  let edgeSince: number | null = null

  const hideOverlays = () => {
    showOverlay(env.indicator(), null, env.transform())
    const ghost = env.ghost()
    if (ghost) ghost.style.display = 'none'
    const shield = env.shield()
    if (shield) shield.style.display = 'none'
  }

  function startDrag(press: PressGesture) {
    gesture = press.drag()
    const shield = env.shield()
    if (shield) {
      shield.style.display = 'block'
      shield.dataset.gesture = gesture.kind
    }
    if (gesture.kind !== 'pan') env.onDragChange(true)
  }

  /** One frame of a gesture: hit-test once, move the overlays, pan at the edges. */
  function onFrame() {
    frame = null
    const current = gesture
    if (!current || current.kind === 'press') return
    const { x, y } = pointer
    current.frame(x, y)
    if (current.kind === 'pan') return
    // Pan when the pointer rests near an edge inside the map, and keep hit-testing while the map slides.
    const step = viewRect ? edgeStep(viewRect, x, y) : null
    if (!viewRect) return
    if (!step) {
      edgeSince = null
      return
    }
    const now = performance.now()
    edgeSince ??= now
    if (now - edgeSince >= EDGE_DWELL_MS) env.panBy(step.dx, step.dy)
    frame = requestAnimationFrame(onFrame)
  }

  function finish(commit: boolean): void {
    const current = gesture
    gesture = null
    edgeSince = null
    detach?.()
    detach = null
    if (frame !== null) cancelAnimationFrame(frame)
    frame = null
    hideOverlays()
    if (!current) return
    if (current.kind !== 'press' && current.kind !== 'pan') env.onDragChange(false)
    if (commit) current.commit()
  }

  function begin(e: PressEvent, target: PressTarget) {
    if (e.button !== 0 && e.button !== 1) return
    finish(false)
    viewRect = env.viewRect()
    pointer = { x: e.clientX, y: e.clientY }
    // The middle button always pans.
    gesture =
      e.button === 1
        ? panGesture(env, e.clientX, e.clientY)
        : pressGesture(env, target, e.clientX, e.clientY, e.pointerType === 'touch')

    const onMove = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return
      pointer = { x: ev.clientX, y: ev.clientY }
      const current = gesture
      if (current?.kind === 'press') {
        if (Math.hypot(ev.clientX - e.clientX, ev.clientY - e.clientY) < DRAG_THRESHOLD) return
        startDrag(current as PressGesture)
      }
      if (frame === null) frame = requestAnimationFrame(onFrame)
    }
    const onUp = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return
      pointer = { x: ev.clientX, y: ev.clientY }
      // The last position counts even if its frame has not run yet.
      if (gesture && gesture.kind !== 'press') onFrame()
      finish(true)
    }
    const onCancel = (ev: PointerEvent) => ev.pointerId === e.pointerId && finish(false)
    const onKey = (ev: KeyboardEvent) => ev.key === 'Escape' && finish(false)
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onCancel)
    window.addEventListener('keydown', onKey)
    detach = () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onCancel)
      window.removeEventListener('keydown', onKey)
    }
  }

  return { begin, cancel: () => finish(false), current: () => gesture }
}
