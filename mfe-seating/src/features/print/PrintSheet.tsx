import {
  numberSeatsOfMap,
  personFields,
  type Display,
  type PersonFields,
  type SeatMap,
} from '@seats/contracts'
import type { CSSProperties } from 'react'
import type { PageLayout } from './print-layout'
import { seatStateTexts } from '../seat-state'
import { freeBorderMm, numberPt, pageName, ROW_HEADER_MM, seatTextLines } from './print-layout'
import { printCells, printElements, seatCounts, type DateContext, type PrintCell } from './print-model'
import { fitName, hasPrintedName, lettersPerLine, type FittedName, type NameParts } from './print-names'
import { printTexts } from './print-texts'
import { SheetHead } from './SheetHead'

export interface PrintSheetProps {
  map: Pick<SeatMap, 'name' | 'rows' | 'cols' | 'cells' | 'elements' | 'seatNumbering'>
  display: Pick<Display, 'id' | 'name'>
  layout: PageLayout
  synagogueName: string
  dateName: string
  hebrewDate: string
  date: DateContext
  nameOf(id: number): NameParts
  /** Which part of the hall this page shows, when its display prints on several pages. */
  part?: string
  /** The worshipper's fields (which print, in what order); the contracts' declaration unless a test gives its own. */
  fields?: PersonFields
}

/**
 * Two names fit a seat, as many as its `room` in lines allows; a bench shared by more says how many more.
 * A seat holding one name and no "פנוי" gives it two lines, where it has them, before shortening it.
 */
const NAMES_SHOWN = 2
function shownNames(
  cell: PrintCell,
  free: boolean,
  perLine: number,
  room: number,
  fields: PersonFields,
): FittedName[] {
  const present = cell.names.filter((n) => hasPrintedName(n, fields))
  const shown = Math.min(NAMES_SHOWN, room)
  if (present.length > shown) {
    if (shown === 0) return []
    const more = ` +${present.length - shown}`
    const head = present.slice(0, shown - 1).map((n) => fitName(n, perLine, 1, fields))
    const last = fitName(present[shown - 1]!, perLine - more.length, 1, fields)
    return [...head, { text: last.text + more, lines: 1 }]
  }
  const lines = present.length === 1 && !free && room >= 2 ? 2 : 1
  return present.map((n) => fitName(n, perLine, lines, fields))
}

/** Lines of text each kind of seat holds under its number. */
interface SeatRoom {
  free: number
  taken: number
}

function Seat({
  cell,
  perLine,
  room,
  fields,
}: {
  cell: PrintCell
  perLine: number
  room: SeatRoom
  fields: PersonFields
}) {
  if (cell.kind === 'aisle') return <div className="pr-cell pr-cell--aisle" />
  if (cell.kind === 'blocked') return <div className="pr-cell pr-cell--blocked" />
  if (cell.guest !== undefined) return <GuestSeat cell={cell} guest={cell.guest} />
  const free = cell.state === 'empty' || cell.state === 'vacated'
  // "פנוי" takes the free seat's first line.
  const nameLines = free ? room.free - 1 : room.taken
  return (
    <div
      className={free ? 'pr-cell pr-cell--free' : 'pr-cell pr-cell--taken'}
      data-row={cell.row}
      data-col={cell.col}
      data-state={cell.state}
    >
      <span className="pr-cell__no">{cell.label}</span>
      {free ? <strong className="pr-cell__free">{printTexts.free}</strong> : null}
      {shownNames(cell, free, perLine, nameLines, fields).map((name, i) => (
        <span key={i} className={name.lines === 2 ? 'pr-cell__name pr-cell__name--two' : 'pr-cell__name'}>
          {name.text}
        </span>
      ))}
    </div>
  )
}

/** A seat lent to a guest for the date: "אורח" and his name, so he finds it; it is no longer free. */
function GuestSeat({ cell, guest }: { cell: PrintCell; guest: string }) {
  return (
    <div className="pr-cell pr-cell--guest" data-row={cell.row} data-col={cell.col} data-state="guest">
      <span className="pr-cell__no">{cell.label}</span>
      <strong className="pr-cell__free">{printTexts.guest}</strong>
      <span className="pr-cell__name">{guest}</span>
    </div>
  )
}

/** One printed page: a display of the map for a date, sized to its paper. */
export function PrintSheet({
  map,
  display,
  layout,
  synagogueName,
  dateName,
  hebrewDate,
  date,
  nameOf,
  part,
  fields = personFields,
}: PrintSheetProps) {
  const numbering = numberSeatsOfMap(map)
  const grid = printCells(map, layout, date, nameOf, numbering)
  const perLine = lettersPerLine(layout)
  const room = { free: seatTextLines(layout, true), taken: seatTextLines(layout, false) }
  const counts = seatCounts(grid)
  const elements = printElements(map, layout)
  const nCols = layout.cols.to - layout.cols.from + 1
  const style = {
    width: `${layout.width}mm`,
    height: `${layout.height}mm`,
    page: pageName(layout.size, layout.orientation),
    '--pr-font': `${layout.fontPt}pt`,
    '--pr-number-font': `${numberPt(layout.fontPt)}pt`,
    '--pr-free-border': `${freeBorderMm(layout.fontPt)}mm`,
  } as CSSProperties
  const gridStyle: CSSProperties = {
    gridTemplateColumns: `${ROW_HEADER_MM}mm repeat(${nCols}, ${layout.cellWidth}mm) ${ROW_HEADER_MM}mm`,
    gridTemplateRows: `repeat(${grid.length}, ${layout.cellHeight}mm)`,
  }
  return (
    <section
      className="pr-sheet"
      style={style}
      aria-label={`${map.name} · ${display.name}`}
      data-display={display.id}
    >
      <SheetHead
        synagogueName={synagogueName}
        mapName={map.name}
        displayName={display.name}
        dateName={dateName}
        hebrewDate={hebrewDate}
        notes={
          <>
            {part ? <div className="pr-sheet__part">{part}</div> : null}
            {date.reverse ? (
              <div className="pr-sheet__part pr-sheet__reverse">{printTexts.reverseNote}</div>
            ) : null}
          </>
        }
      />
      <div className="pr-sheet__legend">
        <span className="pr-legend__item">
          <i className="pr-legend__swatch pr-cell--free" />
          {printTexts.legendFree}
        </span>
        {counts.guests > 0 ? (
          <span className="pr-legend__item">
            <i className="pr-legend__swatch pr-cell--guest" />
            {printTexts.legendGuest}
          </span>
        ) : null}
        <span className="pr-legend__item">
          <i className="pr-legend__swatch pr-cell--taken" />
          {printTexts.legendTaken}
        </span>
        <span className="pr-legend__item">
          <i className="pr-legend__swatch pr-cell--blocked" />
          {printTexts.legendBlocked}
        </span>
        <span className="pr-legend__count">
          {date.reverse
            ? seatStateTexts.vacatedReverse(counts.vacated)
            : seatStateTexts.vacatedCount(counts.vacated)}
        </span>
        <span className="pr-legend__count">{seatStateTexts.emptyCount(counts.empty)}</span>
        {counts.guests > 0 ? (
          <span className="pr-legend__count">{printTexts.guestCount(counts.guests)}</span>
        ) : null}
        <span className="pr-legend__note">{printTexts.guestsNote}</span>
      </div>
      <div className="pr-grid" style={gridStyle}>
        {/* No column numbers across the top: after an aisle they would not match the seats' own numbers. */}
        {grid.map((row, ri) => {
          const letter = numbering.rowLabel(layout.rows.from + ri)
          return [
            <div key={`rs${ri}`} className="pr-grid__row" style={{ gridRow: ri + 1, gridColumn: 1 }}>
              {letter}
            </div>,
            ...row.map((cell, ci) => (
              <div
                key={`${ri}-${ci}`}
                className="pr-grid__slot"
                style={{ gridRow: ri + 1, gridColumn: ci + 2 }}
              >
                <Seat cell={cell} perLine={perLine} room={room} fields={fields} />
              </div>
            )),
            <div key={`re${ri}`} className="pr-grid__row" style={{ gridRow: ri + 1, gridColumn: nCols + 2 }}>
              {letter}
            </div>,
          ]
        })}
        {elements.map((e) => (
          <div
            key={e.id}
            className="pr-element"
            style={{ gridRow: e.gridRow, gridColumn: e.gridColumn, ['--pr-element' as string]: e.color }}
          >
            <span>{e.name}</span>
          </div>
        ))}
      </div>
    </section>
  )
}
