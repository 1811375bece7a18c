import { startTransition, useEffect, useState } from 'react'

/** Performance marks the benchmark reads: the map's data arrived, and the first frame with the grid. */
export const PERF_MARKS = {
  data: 'map-editor:data',
  painted: 'map-editor:painted',
  firstRender: 'map-editor:first-render',
} as const

export function markDataArrived(): void {
  performance.clearMarks(PERF_MARKS.data)
  performance.clearMarks(PERF_MARKS.painted)
  performance.mark(PERF_MARKS.data)
}

/** Called once the grid is committed: the mark lands after the browser painted that frame. */
export function markFirstPaint(): void {
  if (performance.getEntriesByName(PERF_MARKS.data, 'mark').length === 0) return
  requestAnimationFrame(() => {
    // A task queued from inside the frame runs after its paint.
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      if (performance.getEntriesByName(PERF_MARKS.painted, 'mark').length > 0) return
      performance.mark(PERF_MARKS.painted)
      performance.measure(PERF_MARKS.firstRender, PERF_MARKS.data, PERF_MARKS.painted)
    }
    channel.port2.postMessage(null)
  })
}

/**
 * False until the first frame with this component has been painted, then true (one re-render). Work that
 * is not needed to draw the map (the worshippers list, figures) waits for it, so the map shows first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let cancelled = false
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        if (!cancelled) startTransition(() => setPainted(true))
      }
      channel.port2.postMessage(null)
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
    }
  }, [])
  return painted
}
