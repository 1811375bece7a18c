import { useRef } from 'react'

type Point = { x: number; y: number }

/** How far a finger travels, mostly up or down, to swipe the sheet (less is a tap). */
export const SWIPE_DISTANCE = 24

/** A finger's move from `from` to `to` as a swipe up or down, or null for a tap or a sideways move. */
export function swipeDirection(from: Point, to: Point): 'up' | 'down' | null {
  const dy = to.y - from.y
  const dx = to.x - from.x
  if (Math.abs(dy) < SWIPE_DISTANCE || Math.abs(dy) < Math.abs(dx) * 1.5) return null
  return dy < 0 ? 'up' : 'down'
}

/**
 * The sheet's header follows a thumb: a swipe up opens the sheet, a swipe down closes it. The click a mouse
 * sends at the end of a swipe is swallowed, so the header's toggle does not undo it.
 */
export function useSheetSwipe(sheet: { open: boolean; onToggle(): void } | undefined) {
  const start = useRef<(Point & { id: number }) | null>(null)
  const swiped = useRef(false)
  if (!sheet) return {}
  return {
    onPointerDown(e: React.PointerEvent) {
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId }
      swiped.current = false
    },
    onPointerUp(e: React.PointerEvent) {
      const from = start.current
      start.current = null
      if (!from || from.id !== e.pointerId) return
      const direction = swipeDirection(from, { x: e.clientX, y: e.clientY })
      if (!direction) return
      swiped.current = true
      if ((direction === 'up') !== sheet.open) sheet.onToggle()
    },
    onPointerCancel() {
      start.current = null
    },
    onClickCapture(e: React.MouseEvent) {
      const afterSwipe = swiped.current
      swiped.current = false
      // A click from the keyboard (detail 0) is never the end of a swipe: a finger's swipe sends no click.
      if (afterSwipe && e.detail > 0) e.stopPropagation()
    },
  }
}
