import type { Display } from '@seats/contracts'

/** Paper sizes in millimetres, portrait. */
export const PAPER_MM = { A4: { width: 210, height: 297 }, A3: { width: 297, height: 420 } } as const
export type PaperSize = keyof typeof PAPER_MM
export type Orientation = 'portrait' | 'landscape'

export const PT_PER_MM = 72 / 25.4
/** Below this a printed name is hard to read in a dim sanctuary: split the map rather than shrink. */
export const MIN_FONT_PT = 8
/**
 * The whole hall on one page may go this small: names and numbers are still read close up at 6 pt
 * (a printed timetable's size), though no longer from a step away.
 */
export const ONE_PAGE_MIN_FONT_PT = 6
/** Larger text only wastes the page. */
export const MAX_FONT_PT = 12
/** The page's margin on every side, within what every office printer can print. */
export const PAGE_MARGIN_MM = 10
/** The titles and the legend above the grid. */
export const PAGE_HEAD_MM = 26
/** Row letters on both ends of every row (no column numbers above: seats carry their own). */
export const ROW_HEADER_MM = 8
/**
 * A cell must hold its seat number and two names: about 3.6 lines of text high (line height and padding),
 * and a name of about 11 Hebrew letters (5.5 em) wide.
 */
export const CELL_LINES = 3.6
export const CELL_EMS_WIDE = 5.5

export interface Range {
  from: number
  to: number
}

export function pageSizeMm(size: PaperSize, orientation: Orientation): { width: number; height: number } {
  const p = PAPER_MM[size]
  return orientation === 'landscape'
    ? { width: p.height, height: p.width }
    : { width: p.width, height: p.height }
}

/** A display's inclusive range within the map (a missing range is the whole map; ranges past the edge are clamped). */
export function clampRange(range: readonly [number, number] | null | undefined, max: number): Range {
  if (!range) return { from: 1, to: max }
  const from = Math.min(Math.max(1, range[0]), max)
  return { from, to: Math.min(Math.max(from, range[1]), max) }
}

export interface PageLayout {
  size: PaperSize
  orientation: Orientation
  /** The page in millimetres. */
  width: number
  height: number
  rows: Range
  cols: Range
  cellWidth: number
  cellHeight: number
  /** The text size of the seats, in points. */
  fontPt: number
  /** The text would be smaller than the minimum: this display must be split instead of printed. */
  tooSmall: boolean
  /** How many columns and rows this paper fits at the minimum text size (to advise a split). */
  fitsCols: number
  fitsRows: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Lays a display out on its page: the grid fills the printable area and the text size follows the cells,
 * never below `minFontPt` (MIN_FONT_PT, or ONE_PAGE_MIN_FONT_PT for the whole hall on one page).
 */
export function layoutPage(
  display: Pick<Display, 'size' | 'orientation' | 'rowRange' | 'colRange'>,
  map: { rows: number; cols: number },
  minFontPt: number = MIN_FONT_PT,
): PageLayout {
  const { width, height } = pageSizeMm(display.size, display.orientation)
  const rows = clampRange(display.rowRange, map.rows)
  const cols = clampRange(display.colRange, map.cols)
  const nRows = rows.to - rows.from + 1
  const nCols = cols.to - cols.from + 1
  const gridWidth = width - 2 * PAGE_MARGIN_MM - 2 * ROW_HEADER_MM
  const gridHeight = height - 2 * PAGE_MARGIN_MM - PAGE_HEAD_MM
  const fitFont = (cellW: number, cellH: number) =>
    Math.min((cellH * PT_PER_MM) / CELL_LINES, (cellW * PT_PER_MM) / CELL_EMS_WIDE)
  const rawFont = fitFont(gridWidth / nCols, gridHeight / nRows)
  const fontPt = Math.min(MAX_FONT_PT, Math.floor(rawFont * 4) / 4)
  // Cells no larger than the text needs: a small display is not blown up to fill an A3 sheet.
  const maxCellW = (MAX_FONT_PT * CELL_EMS_WIDE * 1.6) / PT_PER_MM
  const maxCellH = (MAX_FONT_PT * CELL_LINES * 1.6) / PT_PER_MM
  const minCellW = (minFontPt * CELL_EMS_WIDE) / PT_PER_MM
  const minCellH = (minFontPt * CELL_LINES) / PT_PER_MM
  return {
    size: display.size,
    orientation: display.orientation,
    width,
    height,
    rows,
    cols,
    cellWidth: round2(Math.min(maxCellW, gridWidth / nCols)),
    cellHeight: round2(Math.min(maxCellH, gridHeight / nRows)),
    fontPt,
    tooSmall: rawFont < minFontPt,
    fitsCols: Math.max(1, Math.floor(gridWidth / minCellW)),
    fitsRows: Math.max(1, Math.floor(gridHeight / minCellH)),
  }
}

/** A seat's frame as print.css draws it: the slot's and the cell's padding, and its border. */
const SLOT_PADDING_MM = 0.4
const CELL_PADDING_MM = 0.3
const TAKEN_BORDER_MM = 0.25
/** A free seat's thick border; thinner below MIN_FONT_PT, where it would leave no line for "פנוי". */
export const freeBorderMm = (fontPt: number): number => (fontPt < MIN_FONT_PT ? 0.5 : 0.8)
/** The seat's line height (print.css), and a little room for the browser's rounding. */
const LINE_HEIGHT = 1.1
const ROUNDING_MM = 0.2

/** The seat number's text size: a little smaller than the names, yet not below 8 pt unless the names are. */
export const numberPt = (fontPt: number): number => Math.max(Math.min(8, fontPt), fontPt * 0.85)

/** How many lines of text fit in a seat under its number, so nothing a seat prints is cut by its edge. */
export function seatTextLines(layout: Pick<PageLayout, 'cellHeight' | 'fontPt'>, free: boolean): number {
  const line = (pt: number) => (pt * LINE_HEIGHT) / PT_PER_MM
  const inner =
    layout.cellHeight -
    2 * (SLOT_PADDING_MM + CELL_PADDING_MM + (free ? freeBorderMm(layout.fontPt) : TAKEN_BORDER_MM)) -
    ROUNDING_MM
  return Math.max(0, Math.floor((inner - line(numberPt(layout.fontPt))) / line(layout.fontPt)))
}

/** The @page rule name of a paper, so print-all can mix sizes and orientations page by page. */
export const pageName = (size: PaperSize, orientation: Orientation): string => `seats-${size}-${orientation}`

/** One @page rule per paper used (Chromium honours named pages: each page gets its own size). */
export function pageRules(layouts: readonly Pick<PageLayout, 'size' | 'orientation'>[]): string {
  const seen = new Set<string>()
  const rules: string[] = []
  for (const { size, orientation } of layouts) {
    const name = pageName(size, orientation)
    if (seen.has(name)) continue
    seen.add(name)
    rules.push(`@page ${name} { size: ${size} ${orientation}; margin: 0; }`)
  }
  // The first page's paper is also the default, for a browser that ignores names.
  const first = layouts[0]
  if (first) rules.unshift(`@page { size: ${first.size} ${first.orientation}; margin: 0; }`)
  return rules.join('\n')
}
