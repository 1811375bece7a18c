import { blackOrWhiteOn, type Cell, type SeatNumbering } from '@seats/contracts'
import { useId } from 'react'
import './map-preview.css'

export interface PreviewRect {
  key: string | number
  name: string
  row: number
  col: number
  rowSpan: number
  colSpan: number
  color: string
}

export interface PreviewRange {
  rowRange?: [number, number] | null
  colRange?: [number, number] | null
}

/** A named part of the hall (an area): its rows and columns, inclusive, outlined in its colour. */
export interface PreviewArea {
  key: string | number
  name: string
  rowRange: [number, number]
  colRange: [number, number]
  color: string
  /** The area being edited or pointed at: drawn stronger. */
  active?: boolean
}

interface MapGridPreviewProps {
  rows: number
  cols: number
  cells: Pick<Cell, 'row' | 'col' | 'kind'>[]
  /** The map's seat numbers under its scheme: the row letters, and the seat numbers over the columns. */
  numbering: SeatNumbering
  elements?: PreviewRect[]
  /** Drawn on top with an outline: the element being edited or chosen. */
  highlight?: string | number | null
  /** A display's rows and columns: everything outside is dimmed. */
  range?: PreviewRange | null
  /** The map's areas, outlined over the seats with their names. */
  areas?: PreviewArea[]
  label?: string
}

const S = 10
const GUTTER = 18
const TOP = 12

/** Rows and columns every how many get a number, so a large map stays readable. */
const tickEvery = (n: number) => (n <= 20 ? 1 : n <= 60 ? 5 : 10)

/**
 * A small drawing of the map as the hall reads right to left: column 1 on the right, rows labelled
 * א, ב, ג on the right edge, and over the columns the seat numbers they carry in every row (none over an
 * aisle); aisles left blank, elements as coloured rectangles, areas as tinted outlines named inside.
 */
export function MapGridPreview({
  rows,
  cols,
  cells,
  numbering,
  elements = [],
  highlight,
  range,
  areas = [],
  label,
}: MapGridPreviewProps) {
  const patternId = `seat-${useId().replace(/:/g, '')}`
  const width = cols * S + GUTTER
  const height = rows * S + TOP
  const x = (col: number) => (cols - col) * S
  const y = (row: number) => TOP + (row - 1) * S
  const rowTick = tickEvery(rows)
  const colTick = tickEvery(cols)
  const clip = (v: number, max: number) => Math.min(Math.max(v, 1), max)

  let rangePath: string | null = null
  let rangeRect: { x: number; y: number; w: number; h: number } | null = null
  if (range && (range.rowRange || range.colRange)) {
    const [r1, r2] = range.rowRange ?? [1, rows]
    const [c1, c2] = range.colRange ?? [1, cols]
    const from = { r: clip(r1, rows), c: clip(c1, cols) }
    const to = { r: clip(r2, rows), c: clip(c2, cols) }
    rangeRect = { x: x(to.c), y: y(from.r), w: (to.c - from.c + 1) * S, h: (to.r - from.r + 1) * S }
    const outer = `M0 ${TOP}h${cols * S}v${rows * S}h${-cols * S}z`
    const inner = `M${rangeRect.x} ${rangeRect.y}h${rangeRect.w}v${rangeRect.h}h${-rangeRect.w}z`
    rangePath = `${outer}${inner}`
  }

  const ordered =
    highlight === undefined || highlight === null
      ? elements
      : [...elements.filter((e) => e.key !== highlight), ...elements.filter((e) => e.key === highlight)]

  return (
    <svg
      className="map-preview"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label ?? `תצוגה מקדימה של המפה: ${rows} שורות, ${cols} עמודות`}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <pattern id={patternId} width={S} height={S} patternUnits="userSpaceOnUse" x={0} y={TOP}>
          <rect x={1.5} y={1.5} width={S - 3} height={S - 3} rx={1.5} className="map-preview__seat" />
        </pattern>
      </defs>
      <rect x={0} y={TOP} width={cols * S} height={rows * S} fill={`url(#${patternId})`} />
      {cells.map((cell) =>
        cell.kind === 'seat' || cell.row > rows || cell.col > cols ? null : (
          <rect
            key={`${cell.row}:${cell.col}`}
            x={x(cell.col)}
            y={y(cell.row)}
            width={S}
            height={S}
            className={`map-preview__${cell.kind}`}
          />
        ),
      )}
      {Array.from({ length: rows }, (_, i) => i + 1)
        .filter((r) => r === 1 || r % rowTick === 0)
        .map((r) => (
          <text
            key={`r${r}`}
            x={cols * S + GUTTER / 2}
            y={y(r) + S / 2}
            className="map-preview__tick"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {numbering.rowLabel(r)}
          </text>
        ))}
      {Array.from({ length: cols }, (_, i) => ({ c: i + 1, n: numbering.columnNumber(i + 1) }))
        .filter(({ n }) => n !== null && (n === 1 || n % colTick === 0))
        .map(({ c, n }) => (
          <text
            key={`c${c}`}
            x={x(c) + S / 2}
            y={TOP / 2}
            className="map-preview__tick"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {n}
          </text>
        ))}
      {ordered.map((e) => {
        const row = clip(e.row, rows)
        const col = clip(e.col, cols)
        const lastRow = clip(e.row + e.rowSpan - 1, rows)
        const lastCol = clip(e.col + e.colSpan - 1, cols)
        const w = (lastCol - col + 1) * S
        const h = (lastRow - row + 1) * S
        const active = highlight !== undefined && highlight !== null && e.key === highlight
        return (
          <g key={e.key} className={`map-preview__element${active ? ' map-preview__element--active' : ''}`}>
            <rect x={x(lastCol) + 0.5} y={y(row) + 0.5} width={w - 1} height={h - 1} rx={2} fill={e.color} />
            {w >= 24 && h >= 9 ? (
              <text
                // Black or white, whichever reads on the colour the warden picked (white vanished on yellow).
                data-ink={blackOrWhiteOn(e.color) === '#000000' ? 'dark' : 'light'}
                x={x(lastCol) + w / 2}
                y={y(row) + h / 2}
                textAnchor="middle"
                dominantBaseline="central"
                className="map-preview__element-name"
              >
                {e.name.length > w / 5 ? `${e.name.slice(0, Math.max(1, Math.floor(w / 5) - 1))}…` : e.name}
              </text>
            ) : null}
          </g>
        )
      })}
      {areas.map((area) => {
        // An area a smaller grid left partly outside is drawn as far as the grid goes (the service keeps it).
        const [r1, r2] = area.rowRange.map((r) => clip(r, rows)) as [number, number]
        const [c1, c2] = area.colRange.map((c) => clip(c, cols)) as [number, number]
        const box = { x: x(c2), y: y(r1), w: (c2 - c1 + 1) * S, h: (r2 - r1 + 1) * S }
        const fits = Math.floor(box.w / 4.2)
        return (
          <g
            key={area.key}
            className={`map-preview__area${area.active ? ' map-preview__area--active' : ''}`}
            style={{ color: area.color }}
          >
            <rect x={box.x + 1} y={box.y + 1} width={box.w - 2} height={box.h - 2} rx={2.5} />
            {box.w >= 24 && box.h >= 8 ? (
              <text
                x={box.x + box.w / 2}
                y={box.y + Math.min(box.h / 2, 7)}
                textAnchor="middle"
                dominantBaseline="central"
                className="map-preview__area-name"
              >
                {area.name.length > fits ? `${area.name.slice(0, Math.max(1, fits - 1))}…` : area.name}
              </text>
            ) : null}
          </g>
        )
      })}
      {rangePath && rangeRect ? (
        <>
          <path d={rangePath} fillRule="evenodd" className="map-preview__outside" />
          <rect
            x={rangeRect.x}
            y={rangeRect.y}
            width={rangeRect.w}
            height={rangeRect.h}
            className="map-preview__range"
          />
        </>
      ) : null}
    </svg>
  )
}
