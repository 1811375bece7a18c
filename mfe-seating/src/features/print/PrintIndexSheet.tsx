import type { Display, SeatMap, SeatNumbering } from '@seats/contracts'
import type { CSSProperties } from 'react'
import { MapGridPreview } from '../map-parts'
import { pageName } from './print-layout'
import type { PrintPart } from './print-parts'
import { printTexts } from './print-texts'
import { SheetHead } from './SheetHead'

export interface PrintIndexSheetProps {
  map: Pick<SeatMap, 'name' | 'rows' | 'cols' | 'cells'>
  display: Pick<Display, 'id' | 'name'>
  /** The map's seat numbers: the ruler over the hall shows them, as the pages do. */
  numbering: SeatNumbering
  parts: readonly PrintPart[]
  /** The text of each part's page, in the parts' order. */
  partTexts: readonly string[]
  synagogueName: string
  dateName: string
  hebrewDate: string
}

const PART_COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2']

/** The first page of a display printed in parts: the whole hall, with where each part's page is. */
export function PrintIndexSheet({
  map,
  display,
  numbering,
  parts,
  partTexts,
  synagogueName,
  dateName,
  hebrewDate,
}: PrintIndexSheetProps) {
  const first = parts[0]?.layout
  if (!first) return null
  const style = {
    width: `${first.width}mm`,
    height: `${first.height}mm`,
    page: pageName(first.size, first.orientation),
  } as CSSProperties
  const rects = parts.map((p, i) => ({
    key: i,
    name: String(i + 1),
    row: p.layout.rows.from,
    col: p.layout.cols.from,
    rowSpan: p.layout.rows.to - p.layout.rows.from + 1,
    colSpan: p.layout.cols.to - p.layout.cols.from + 1,
    color: PART_COLOURS[i % PART_COLOURS.length] ?? '#2563eb',
  }))
  return (
    <section
      className="pr-sheet pr-sheet--index"
      style={style}
      aria-label={`${map.name} · ${display.name} · ${printTexts.indexTitle(parts.length)}`}
      data-display={display.id}
    >
      <SheetHead
        synagogueName={synagogueName}
        mapName={map.name}
        displayName={display.name}
        dateName={dateName}
        hebrewDate={hebrewDate}
        notes={<div className="pr-sheet__part">{printTexts.indexTitle(parts.length)}</div>}
      />
      <div className="pr-index">
        <MapGridPreview
          rows={map.rows}
          cols={map.cols}
          cells={map.cells}
          numbering={numbering}
          elements={rects}
          label={printTexts.indexTitle(parts.length)}
        />
        <ol className="pr-index__parts">
          {partTexts.map((text, i) => (
            <li key={i}>
              <i className="pr-index__swatch" style={{ background: rects[i]?.color }} aria-hidden />
              {text}
            </li>
          ))}
        </ol>
        <p className="pr-index__note">{printTexts.indexNote}</p>
      </div>
    </section>
  )
}
