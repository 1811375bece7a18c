import { rowLetterOrAisle, type Display, type SeatNumbering } from '@seats/contracts'
import { layoutPage, ONE_PAGE_MIN_FONT_PT, type PageLayout, type Range } from './print-layout'

/** One printed page of a display: the whole display, or one part of a display too large for its paper. */
export interface PrintPart {
  layout: PageLayout
  /** 1-based; with `count`, absent when the display fits one page. */
  index?: number
  count?: number
}

/**
 * Splits a range into as few even spans as fit `fits` each; neighbours share `overlap` lines, so a guest
 * finds the column where one page ends again at the start of the next.
 */
export function spans(range: Range, fits: number, overlap: number): Range[] {
  const length = range.to - range.from + 1
  if (length <= fits) return [range]
  const step = Math.max(1, fits - overlap)
  const count = Math.ceil((length - overlap) / step)
  const size = Math.ceil((length - overlap) / count) + overlap
  return Array.from({ length: count }, (_, i) => {
    const from = range.from + i * (size - overlap)
    return { from, to: i === count - 1 ? range.to : Math.min(range.to, from + size - 1) }
  })
}

type PaperDisplay = Pick<Display, 'size' | 'orientation' | 'rowRange' | 'colRange'>

/** How a display is printed: `onePage` takes the whole display on one page, down to the smallest readable text. */
export interface PrintOptions {
  onePage?: boolean
}

/**
 * Whether a display fits one page at the smallest readable text (ONE_PAGE_MIN_FONT_PT); if not, whether it
 * would on A3 in the same orientation, and how much its paper holds at that size.
 */
export function onePageFit(
  display: PaperDisplay,
  map: { rows: number; cols: number },
): { fits: true } | { fits: false; fitsA3: boolean; fitsRows: number; fitsCols: number } {
  const page = layoutPage(display, map, ONE_PAGE_MIN_FONT_PT)
  if (!page.tooSmall) return { fits: true }
  const a3 = layoutPage({ ...display, size: 'A3' }, map, ONE_PAGE_MIN_FONT_PT)
  return {
    fits: false,
    fitsA3: display.size !== 'A3' && !a3.tooSmall,
    fitsRows: page.fitsRows,
    fitsCols: page.fitsCols,
  }
}

/**
 * The pages of a display: one when it fits at a readable text size, else parts that each fit, right to
 * left and top to bottom, neighbouring parts overlapping by one column. No display is ever dropped.
 */
export function displayParts(
  display: PaperDisplay,
  map: { rows: number; cols: number },
  options: PrintOptions = {},
): PrintPart[] {
  const whole = layoutPage(display, map)
  if (!whole.tooSmall) return [{ layout: whole }]
  if (options.onePage) {
    const small = layoutPage(display, map, ONE_PAGE_MIN_FONT_PT)
    if (!small.tooSmall) return [{ layout: small }]
  }
  const rows = spans(whole.rows, whole.fitsRows, 0)
  const cols = spans(whole.cols, whole.fitsCols, 1)
  const layouts = rows.flatMap((r) =>
    cols.map((c) => layoutPage({ ...display, rowRange: [r.from, r.to], colRange: [c.from, c.to] }, map)),
  )
  return layouts.map((layout, i) => ({ layout, index: i + 1, count: layouts.length }))
}

/** Pages a set of displays prints on: a split display adds its index page to its parts. */
export function sheetCount(
  displays: ReadonlyArray<PaperDisplay>,
  map: { rows: number; cols: number },
  options: PrintOptions = {},
): number {
  return displays.reduce((sum, d) => {
    const parts = displayParts(d, map, options).length
    return sum + (parts > 1 ? parts + 1 : 1)
  }, 0)
}

/** Sides of the hall as a guest reads them: column 1 is the right-hand end. */
function sideOf(index: number, count: number): string {
  if (count === 2) return index === 0 ? 'הצד הימני' : 'הצד השמאלי'
  if (count === 3) return ['הצד הימני', 'המרכז', 'הצד השמאלי'][index] ?? ''
  return `החלק ה-${index + 1} מימין`
}

/** Which part of the hall a page shows: "חלק 2 מתוך 4 · שורות א–ח · הצד השמאלי". */
export function partText(
  part: PrintPart,
  parts: readonly PrintPart[],
  display: { rows: Range; cols: Range },
  numbering: SeatNumbering,
): string {
  if (!part.index || !part.count) return ''
  const colStarts = [...new Set(parts.map((p) => p.layout.cols.from))].sort((a, b) => a - b)
  const rowStarts = [...new Set(parts.map((p) => p.layout.rows.from))]
  const letter = (row: number) => rowLetterOrAisle(numbering, row)
  const pieces = [`חלק ${part.index} מתוך ${part.count}`]
  if (
    rowStarts.length > 1 ||
    part.layout.rows.from !== display.rows.from ||
    part.layout.rows.to !== display.rows.to
  )
    pieces.push(`שורות ${letter(part.layout.rows.from)}–${letter(part.layout.rows.to)}`)
  if (colStarts.length > 1) pieces.push(sideOf(colStarts.indexOf(part.layout.cols.from), colStarts.length))
  return pieces.join(' · ')
}

type PrintedDisplay = Pick<Display, 'id' | 'name' | 'size' | 'orientation' | 'rowRange' | 'colRange'>

/** One sheet of paper of a print: a display's page (or one part of it), or a split display's index page. */
export type SheetPlan<D extends PrintedDisplay> =
  | { kind: 'page'; key: string; display: D; layout: PageLayout; part?: string }
  | { kind: 'index'; key: string; display: D; layout: PageLayout; parts: PrintPart[]; partTexts: string[] }

/** Every sheet of a print in order: each display's page, or its index page followed by its parts. */
export function printSheets<D extends PrintedDisplay>(
  displays: readonly D[],
  map: { rows: number; cols: number },
  numbering: SeatNumbering,
  options: PrintOptions = {},
): SheetPlan<D>[] {
  return displays.flatMap((display): SheetPlan<D>[] => {
    const parts = displayParts(display, map, options)
    const first = parts[0]!.layout
    if (parts.length === 1) return [{ kind: 'page', key: String(display.id), display, layout: first }]
    const whole = layoutPage(display, map)
    const partTexts = parts.map((p) => partText(p, parts, whole, numbering))
    return [
      { kind: 'index', key: `${display.id}-index`, display, layout: first, parts, partTexts },
      ...parts.map((p, i) => ({
        kind: 'page' as const,
        key: `${display.id}-${i + 1}`,
        display,
        layout: p.layout,
        part: partTexts[i],
      })),
    ]
  })
}
