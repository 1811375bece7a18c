import { useCallback, useEffect, useRef } from 'react'
import { hitTest } from '../grid/grid-geometry'
import type { Viewport } from '../grid/use-viewport'
import { cellKey, peopleAt, seatsByPerson } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import { createSeatHighlight, personUnder } from './seat-highlight'

/**
 * The seats lit while the pointer rests on the map or on a name: hovering a name lights that worshipper's
 * seats, hovering a cell the seats of everyone in it. One hit-test a frame; nothing while dragging.
 */
export function useSeatHover(
  store: EditorStore,
  viewport: Pick<Viewport, 'clientToBoard'>,
  dragging: React.RefObject<boolean>,
) {
  const layerRef = useRef<HTMLDivElement | null>(null)
  const highlight = useRef<ReturnType<typeof createSeatHighlight> | null>(null)
  const frame = useRef<number | null>(null)

  useEffect(() => {
    if (layerRef.current) highlight.current = createSeatHighlight(layerRef.current)
    return () => {
      highlight.current = null
      if (frame.current !== null) cancelAnimationFrame(frame.current)
    }
  }, [])

  /** Outlines every seat of these worshippers on this map (none: clears). */
  const show = useCallback(
    (ids: readonly number[]) => {
      const s = store.getSnapshot().state
      const index = seatsByPerson(s)
      const keys = [...new Set(ids.flatMap((id) => index.get(id) ?? []))]
      if (keys.length === 0) highlight.current?.clear()
      else highlight.current?.show(keys, s)
    },
    [store],
  )

  const clear = useCallback(() => highlight.current?.clear(), [])

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (
      e.buttons !== 0 ||
      dragging.current ||
      !(e.target instanceof Node) ||
      !e.currentTarget.contains(e.target)
    )
      return
    const { clientX, clientY, target } = e
    if (frame.current !== null) cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      frame.current = null
      const named = personUnder(target)
      if (named !== null) return show([named])
      const s = store.getSnapshot().state
      const p = viewport.clientToBoard(clientX, clientY)
      const hit = hitTest(s, p.x, p.y)
      show(hit.type === 'cell' ? peopleAt(s, cellKey(hit.row, hit.col)) : [])
    })
  }

  return { layerRef, show, clear, onPointerMove }
}
