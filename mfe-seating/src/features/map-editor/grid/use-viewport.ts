import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { detailRangeFor } from './detail-range'
import { boardSize, HEADERS_IN_PLACE, type GridSize, type HeaderShift, type Rect } from './grid-geometry'
import { sameDetailRange, type DetailRange } from './SeatGrid'
import {
  clampPan,
  fitToView,
  headerShift,
  openingView,
  panToShow,
  READABLE_SCALE,
  toBoard,
  transformCss,
  wholeBoardUnreadable,
  zoomAround,
  ZOOM_STEP,
  type ViewTransform,
} from './viewport'

/** How long the view must rest before cells switch between plain and detailed drawing. */
const DETAIL_SETTLE_MS = 90

export interface Viewport {
  viewportRef: React.RefObject<HTMLDivElement | null>
  boardRef: React.RefObject<HTMLDivElement | null>
  /** The live transform (changes without re-rendering). */
  transform: React.RefObject<ViewTransform>
  /** The scale as last rendered, for the zoom figure. */
  scale: number
  detail: DetailRange | null
  /** False until the viewport has been measured (the grid waits for it, so it renders once, right). */
  ready: boolean
  setTransform(t: ViewTransform, settle?: 'now' | 'later'): void
  zoomBy(factor: number, at?: { x: number; y: number }): void
  fit(): void
  /**
   * Set when the whole hall is too small to read in this view: 'כל האולם' shows it whole, and pressed again
   * goes back to the readable view it left (or the opening one).
   */
  overview: { shown: boolean; toggle(): void } | null
  /** Where the header strips are drawn now (they stay on the view's edges). */
  headerShift(): HeaderShift
  panBy(dx: number, dy: number): void
  /** Pans just enough to show a board rectangle. */
  show(rect: Rect): void
  /** A client (page) point as a board point. */
  clientToBoard(clientX: number, clientY: number): { x: number; y: number }
  viewRect(): DOMRect | null
}

/**
 * Zoom and pan of the board as a CSS transform written straight to the DOM: pans and wheel zooms never
 * re-render the grid. Only when the view settles does `detail` change, re-rendering the cells that enter
 * or leave the detailed area.
 */
export function useViewport(size: GridSize): Viewport {
  const viewportRef = useRef<HTMLDivElement | null>(null)
  const boardRef = useRef<HTMLDivElement | null>(null)
  const transform = useRef<ViewTransform>({ x: 0, y: 0, scale: 1 })
  const viewSize = useRef({ width: 0, height: 0 })
  const [scale, setScale] = useState(1)
  const [detail, setDetail] = useState<DetailRange | null>(null)
  const [ready, setReady] = useState(false)
  const settleTimer = useRef<number | undefined>(undefined)
  /**
   * Until the warden zooms or pans, the map keeps its opening view, or the whole hall once asked for, as the
   * view's size settles (styles and panels may still change it).
   */
  const auto = useRef<'opening' | 'whole' | null>('opening')
  /** The readable view 'כל האולם' left, to go back to. */
  const beforeWhole = useRef<ViewTransform | null>(null)
  const [wholeShown, setWholeShown] = useState(false)
  const [wholeUnreadable, setWholeUnreadable] = useState(false)
  const shift = useRef<HeaderShift>(HEADERS_IN_PLACE)
  const sizeRef = useRef(size)
  sizeRef.current = size

  const settle = useCallback(() => {
    window.clearTimeout(settleTimer.current)
    settleTimer.current = undefined
    const next = detailRangeFor(sizeRef.current, transform.current, viewSize.current)
    setDetail((prev) => (sameDetailRange(prev, next) ? prev : next))
    setScale(transform.current.scale)
    setWholeShown(auto.current === 'whole')
    setWholeUnreadable(wholeBoardUnreadable(boardSize(sizeRef.current), viewSize.current))
  }, [])

  const setTransform = useCallback(
    (t: ViewTransform, when: 'now' | 'later' = 'later') => {
      const board = boardSize(sizeRef.current)
      const next = clampPan(t, board, viewSize.current)
      transform.current = next
      shift.current = headerShift(next, board, viewSize.current)
      const el = boardRef.current
      if (el) {
        el.style.transform = transformCss(next)
        // The header strips read these (map-editor.css); they re-render with the grid, the board stays.
        el.style.setProperty('--me-heads-top', `${shift.current.top}px`)
        el.style.setProperty('--me-heads-left', `${shift.current.left}px`)
        el.style.setProperty('--me-heads-right', `${shift.current.right}px`)
      }
      if (when === 'now') settle()
      else {
        window.clearTimeout(settleTimer.current)
        settleTimer.current = window.setTimeout(settle, DETAIL_SETTLE_MS)
      }
    },
    [settle],
  )

  const fit = useCallback(() => {
    // Back from the whole hall to where the warden was reading, or to a fresh opening view.
    if (auto.current !== 'whole')
      beforeWhole.current =
        auto.current === null && transform.current.scale >= READABLE_SCALE ? transform.current : null
    auto.current = 'whole'
    setTransform(fitToView(boardSize(sizeRef.current), viewSize.current), 'now')
  }, [setTransform])

  const toggleWhole = useCallback(() => {
    if (auto.current !== 'whole') return fit()
    const back = beforeWhole.current
    auto.current = back ? null : 'opening'
    setTransform(back ?? openingView(boardSize(sizeRef.current), viewSize.current), 'now')
  }, [fit, setTransform])

  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      auto.current = null
      const point = at ?? { x: viewSize.current.width / 2, y: viewSize.current.height / 2 }
      setTransform(zoomAround(transform.current, factor, point.x, point.y))
    },
    [setTransform],
  )

  const panBy = useCallback(
    (dx: number, dy: number) => {
      auto.current = null
      setTransform({ ...transform.current, x: transform.current.x + dx, y: transform.current.y + dy })
    },
    [setTransform],
  )

  const show = useCallback(
    (rect: Rect) => {
      const next = panToShow(transform.current, rect, viewSize.current)
      if (next.x === transform.current.x && next.y === transform.current.y) return
      auto.current = null
      setTransform(next)
    },
    [setTransform],
  )

  const moveTo = useCallback(
    (t: ViewTransform, when: 'now' | 'later' = 'later') => {
      auto.current = null
      setTransform(t, when)
    },
    [setTransform],
  )

  const viewRect = useCallback(() => viewportRef.current?.getBoundingClientRect() ?? null, [])

  const clientToBoard = useCallback((clientX: number, clientY: number) => {
    const r = viewportRef.current?.getBoundingClientRect()
    return toBoard(transform.current, clientX - (r?.left ?? 0), clientY - (r?.top ?? 0))
  }, [])

  // Measure before the first paint, fit the map, then render the grid once with the right detail.
  useLayoutEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const measure = () => {
      viewSize.current = { width: el.clientWidth, height: el.clientHeight }
    }
    measure()
    auto.current = 'opening'
    setTransform(openingView(boardSize(sizeRef.current), viewSize.current), 'now')
    setReady(true)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const before = viewSize.current
      measure()
      if (before.width === viewSize.current.width && before.height === viewSize.current.height) return
      const board = boardSize(sizeRef.current)
      if (auto.current === 'opening') setTransform(openingView(board, viewSize.current), 'now')
      else if (auto.current === 'whole') setTransform(fitToView(board, viewSize.current), 'now')
      else setTransform(transform.current)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [size.rows, size.cols, setTransform])

  // Wheel: pan; with Ctrl (and trackpad pinch, which arrives as Ctrl+wheel) zoom around the pointer.
  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      if (e.ctrlKey || e.metaKey) {
        const r = el.getBoundingClientRect()
        const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0025))
        zoomBy(factor, { x: e.clientX - r.left, y: e.clientY - r.top })
      } else {
        const k = e.deltaMode === 1 ? 16 : 1
        panBy(-(e.shiftKey ? e.deltaY : e.deltaX) * k, -(e.shiftKey ? 0 : e.deltaY) * k)
      }
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [zoomBy, panBy])

  // The map moves by its transform alone. A browser that scrolls the clipped box to show an element
  // (a focused control, an automated tap) would shift the picture away from where a pointer lands on it,
  // and every later tap would miss its seat: the box is put back at once.
  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const unscroll = () => {
      if (el.scrollTop !== 0 || el.scrollLeft !== 0) el.scrollTo(0, 0)
    }
    el.addEventListener('scroll', unscroll)
    return () => el.removeEventListener('scroll', unscroll)
  }, [])

  useEffect(() => () => window.clearTimeout(settleTimer.current), [])

  return {
    viewportRef,
    boardRef,
    transform,
    scale,
    detail,
    ready,
    setTransform: moveTo,
    zoomBy,
    fit,
    overview: wholeUnreadable ? { shown: wholeShown, toggle: toggleWhole } : null,
    headerShift: useCallback(() => shift.current, []),
    panBy,
    show,
    clientToBoard,
    viewRect,
  }
}

export const ZOOM_IN = ZOOM_STEP
export const ZOOM_OUT = 1 / ZOOM_STEP
