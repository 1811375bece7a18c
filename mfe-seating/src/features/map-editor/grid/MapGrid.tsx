import type { ElementKind } from '@seats/contracts'
import { editorTexts } from '../editor-texts'
import type { EditorState } from '../model/editor-state'
import type { PersonDirectory } from '../model/person-directory'
import type { EditorTool } from '../selection/selection'
import { SeatCardPopover } from '../seat-popover/SeatCard'
import { ElementLayer } from './ElementLayer'
import { describeFocus, type FocusDate } from './focus-description'
import { boardSize, cellRect, type GridSize } from './grid-geometry'
import type { CellPosition } from './keyboard-navigation'
import { SeatGrid } from './SeatGrid'
import type { Viewport } from './use-viewport'
import { VacatedSeats } from './VacatedSeats'
import { GuestSeats } from './GuestSeats'

export interface MapGridProps {
  id: string
  /** The paragraph that tells the grid's keys. */
  keysId: string
  /** The paragraph that lists the seats freed on the date, heard before the keys. */
  vacatedId: string
  mapId: number
  state: EditorState
  /** The map's rows and columns, kept as one object while they stay the same. */
  size: GridSize
  directory: PersonDirectory
  viewport: Viewport
  tool: EditorTool
  placing: ElementKind | null
  selectedElement: string | null
  focus: CellPosition
  popover: CellPosition | null
  /** The open seat card: shown here beside its seat, unless it opens as a sheet. */
  card: React.JSX.Element | null
  cardAsSheet: boolean
  onCloseCard(): void
  date: FocusDate
  noneVacated: boolean
  highlightsRef: React.RefObject<HTMLDivElement | null>
  indicatorRef: React.RefObject<HTMLDivElement | null>
  onKeyDown(e: React.KeyboardEvent<HTMLDivElement>): void
  onPointerDown(e: React.PointerEvent<HTMLElement>): void
  onPointerMove(e: React.PointerEvent<HTMLDivElement>): void
  onPointerLeave(): void
}

/** The map as a grid: the board drawn for the eye, and for a reader the one focused cell described. */
export function MapGrid(props: MapGridProps) {
  const { state, size, viewport, focus, popover, placing, tool, mapId } = props
  const board = boardSize(size)
  const focusRect = cellRect(size, focus.row, focus.col)
  const activeCellId = `me-active-cell-${focus.row}-${focus.col}`
  return (
    <div
      ref={viewport.viewportRef}
      id={props.id}
      className={`me-viewport me-viewport--${placing ? 'place' : tool}`}
      data-tour="map-grid"
      role="grid"
      aria-label={editorTexts.gridLabel(state.name)}
      aria-describedby={`${props.vacatedId} ${props.keysId}`}
      aria-rowcount={state.rows}
      aria-colcount={state.cols}
      aria-activedescendant={activeCellId}
      tabIndex={0}
      onKeyDown={props.onKeyDown}
      onPointerDown={props.onPointerDown}
      onPointerMove={props.onPointerMove}
      onPointerLeave={() => props.onPointerLeave()}
      onContextMenu={(e) => e.preventDefault()}
    >
      {/* Drawn for the eye; a reader hears the focused cell below instead. */}
      <div
        ref={viewport.boardRef}
        className="me-board"
        aria-hidden
        data-map={mapId}
        style={{ width: board.width, height: board.height }}
      >
        {viewport.ready ? (
          <>
            <SeatGrid state={state} directory={props.directory} detail={viewport.detail} />
            <ElementLayer
              size={size}
              elements={state.elements}
              selectedKey={props.selectedElement}
              interactive={placing === null}
            />
            {props.noneVacated ? null : (
              <VacatedSeats state={state} reported={props.date.reported} reverse={props.date.reverse} />
            )}
            {props.date.guests?.length ? (
              <GuestSeats
                state={state}
                guests={props.date.guests}
                reported={props.date.reported}
                reverse={props.date.reverse}
              />
            ) : null}
          </>
        ) : null}
        <div ref={props.highlightsRef} className="me-highlights" />
        <div
          className="me-focus"
          style={{
            transform: `translate(${focusRect.x}px, ${focusRect.y}px)`,
            width: focusRect.width,
            height: focusRect.height,
          }}
        />
        {popover && props.card && !props.cardAsSheet ? (
          <SeatCardPopover
            card={props.card}
            rect={cellRect(size, popover.row, popover.col)}
            onClose={props.onCloseCard}
          />
        ) : null}
      </div>
      <div ref={props.indicatorRef} className="me-drop" aria-hidden />
      {/* Cells are drawn, not listed: the focused one is described by this single grid cell. */}
      <div role="row" className="sr-only">
        <div
          role="gridcell"
          id={activeCellId}
          aria-label={describeFocus(state, focus, (id) => props.directory.fullName(id), props.date)}
          aria-rowindex={focus.row}
          aria-colindex={focus.col}
          aria-selected={popover !== null && popover.row === focus.row && popover.col === focus.col}
        />
      </div>
    </div>
  )
}
