/**
 * Zoom and pan as one CSS transform of the board: screen = board * scale + (x, y), in the viewport's own
 * coordinates. Pure functions; the editor applies the result straight to the DOM.
 */
import { CELL_WIDTH, COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH, type HeaderShift } from './grid-geometry'

export interface ViewTransform {
  x: number
  y: number
  scale: number
}

export const MIN_SCALE = 0.1
export const MAX_SCALE = 2.5
/** Buttons and keys zoom by this factor per step. */
export const ZOOM_STEP = 1.25
/** Below this scale names are too small to read: cells show occupancy only. */
export const DETAIL_SCALE = 0.55

/**
 * The narrowest seat cell, in screen pixels, a warden reads without zooming: at 60 of the cell's 72 the seat
 * number (10 px) shows at 8.3 px and a name (11 px) at 9.2 px, about the least that stays legible on a phone
 * held at reading distance. A hall that fits the view only smaller than this opens at this size instead.
 */
export const READABLE_CELL_WIDTH = 60
export const READABLE_SCALE = READABLE_CELL_WIDTH / CELL_WIDTH

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))

/** Zooms by `factor` keeping the board point under (px, py) where it is. */
export function zoomAround(t: ViewTransform, factor: number, px: number, py: number): ViewTransform {
  const scale = clampScale(t.scale * factor)
  const k = scale / t.scale
  return { scale, x: px - (px - t.x) * k, y: py - (py - t.y) * k }
}

/** The whole board in view, centred, never larger than natural size. */
export function fitToView(
  board: { width: number; height: number },
  view: { width: number; height: number },
  padding = 24,
): ViewTransform {
  const scale = clampScale(
    Math.min((view.width - padding * 2) / board.width, (view.height - padding * 2) / board.height, 1),
  )
  return {
    scale,
    x: (view.width - board.width * scale) / 2,
    y: Math.max(padding, (view.height - board.height * scale) / 2),
  }
}

type Size = { width: number; height: number }

/** True when the whole board fits the view only at a size too small to read (see READABLE_CELL_WIDTH). */
export const wholeBoardUnreadable = (board: Size, view: Size) => fitToView(board, view).scale < READABLE_SCALE

/**
 * Where the map opens: the whole hall when it is readable so; otherwise at the readable size, from its top
 * (the seat numbers, then row 1 nearest the ark) and its right-hand end (column 1, where a Hebrew row starts).
 */
export function openingView(board: Size, view: Size): ViewTransform {
  if (!wholeBoardUnreadable(board, view)) return fitToView(board, view)
  return { scale: READABLE_SCALE, x: view.width - board.width * READABLE_SCALE, y: 0 }
}

/** The header strips' shift (HeaderShift) that keeps them on the view's edges, never past the board's far side. */
export function headerShift(t: ViewTransform, board: Size, view: Size): HeaderShift {
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
  return {
    top: clamp(-t.y / t.scale, 0, board.height - COLUMN_HEADER_HEIGHT),
    left: clamp(-t.x / t.scale, 0, board.width - ROW_HEADER_WIDTH),
    right: clamp((view.width - t.x) / t.scale - board.width, ROW_HEADER_WIDTH - board.width, 0),
  }
}

/** Keeps at least `margin` pixels of the board on screen, so it cannot be lost off an edge. */
export function clampPan(
  t: ViewTransform,
  board: { width: number; height: number },
  view: { width: number; height: number },
  margin = 80,
): ViewTransform {
  const w = board.width * t.scale
  const h = board.height * t.scale
  const x = Math.min(view.width - margin, Math.max(margin - w, t.x))
  const y = Math.min(view.height - margin, Math.max(margin - h, t.y))
  return { ...t, x, y }
}

/** The viewport point as a board point. */
export const toBoard = (t: ViewTransform, vx: number, vy: number) => ({
  x: (vx - t.x) / t.scale,
  y: (vy - t.y) / t.scale,
})

/** The board rectangle the viewport shows (for choosing which cells draw in detail). */
export function visibleBoardRect(t: ViewTransform, view: { width: number; height: number }) {
  const a = toBoard(t, 0, 0)
  const b = toBoard(t, view.width, view.height)
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y }
}

/** Pans the least needed to bring a board rectangle fully into view. */
export function panToShow(
  t: ViewTransform,
  rect: { x: number; y: number; width: number; height: number },
  view: { width: number; height: number },
  margin = 16,
): ViewTransform {
  const left = rect.x * t.scale + t.x
  const top = rect.y * t.scale + t.y
  const right = left + rect.width * t.scale
  const bottom = top + rect.height * t.scale
  let { x, y } = t
  if (left < margin) x += margin - left
  else if (right > view.width - margin) x -= right - (view.width - margin)
  if (top < margin) y += margin - top
  else if (bottom > view.height - margin) y -= bottom - (view.height - margin)
  return { ...t, x, y }
}

export const transformCss = (t: ViewTransform) => `translate3d(${t.x}px, ${t.y}px, 0) scale(${t.scale})`

type Point = { x: number; y: number }

/**
 * Two fingers moved from `from` to `to` (viewport coordinates): the map scales with their distance, and the
 * board point that was between them stays between them, so it follows the fingers as they pan too.
 */
export function pinchTransform(
  start: ViewTransform,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
): ViewTransform {
  const distance = (p: readonly [Point, Point]) => Math.hypot(p[1].x - p[0].x, p[1].y - p[0].y)
  const middle = (p: readonly [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 })
  const before = distance(from)
  const scale = clampScale(before > 0 ? (start.scale * distance(to)) / before : start.scale)
  const anchor = toBoard(start, middle(from).x, middle(from).y)
  const now = middle(to)
  return { scale, x: now.x - anchor.x * scale, y: now.y - anchor.y * scale }
}
