import { useEffect, useRef } from 'react'
import type { Viewport } from './use-viewport'
import { pinchTransform, type ViewTransform } from './viewport'

type Point = { x: number; y: number }

/**
 * Two fingers on the map zoom and pan it (pinchTransform). While they do, `pinching` is true, so the board's
 * own gestures (use-board-pointer) start nothing; the first finger's pan is cancelled through `onStart`.
 * Listens in the capture phase, before React's handlers see the second finger.
 */
export function usePinchZoom(viewport: Viewport, pinching: React.RefObject<boolean>, onStart: () => void) {
  const onStartRef = useRef(onStart)
  onStartRef.current = onStart

  const { viewportRef, transform, setTransform } = viewport
  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const fingers = new Map<number, Point>()
    let start: { transform: ViewTransform; points: [Point, Point] } | null = null
    let frame: number | null = null

    const local = (e: PointerEvent): Point => {
      const r = el.getBoundingClientRect()
      return { x: e.clientX - r.left, y: e.clientY - r.top }
    }
    const pair = (): [Point, Point] | null => {
      const [a, b] = [...fingers.values()]
      return a && b ? [a, b] : null
    }

    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return
      fingers.set(e.pointerId, local(e))
      const points = pair()
      if (fingers.size !== 2 || !points) return
      pinching.current = true
      onStartRef.current()
      start = { transform: transform.current, points }
    }
    const onMove = (e: PointerEvent) => {
      if (!fingers.has(e.pointerId)) return
      fingers.set(e.pointerId, local(e))
      if (!start || frame !== null) return
      frame = requestAnimationFrame(() => {
        frame = null
        const points = pair()
        if (start && points) setTransform(pinchTransform(start.transform, start.points, points))
      })
    }
    const onUp = (e: PointerEvent) => {
      if (!fingers.delete(e.pointerId)) return
      if (fingers.size < 2) start = null
      // The pinch is over when the last finger lifts: a finger left behind must not turn into a pan or a tap.
      if (fingers.size === 0) pinching.current = false
    }

    el.addEventListener('pointerdown', onDown, { capture: true })
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onUp)
    return () => {
      if (frame !== null) cancelAnimationFrame(frame)
      el.removeEventListener('pointerdown', onDown, { capture: true })
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onUp)
    }
  }, [viewportRef, transform, setTransform, pinching])
}
