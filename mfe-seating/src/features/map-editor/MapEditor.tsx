import {
  Button,
  PopoverNext,
  followPageTheme,
  mapPath,
  navigate,
  session,
  SkipLink,
  toast,
  useIsPhone,
} from '@seats/sdk'
import {
  seatName,
  type CellKind,
  type ElementKind,
  type MapSummary,
  type Person,
  type SeatMap,
} from '@seats/contracts'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { EditorAction } from './actions/editor-action'
import { setCellKinds } from './actions/cell-kind-actions'
import { removeElement } from './actions/element-actions'
import { assignPerson, clearSeat, unassignPerson, unseatEverywhere } from './actions/seat-actions'
import { canRedo, canUndo } from './actions/history'
import { useSeatHover } from './drag/use-seat-hover'
import { useUndoKeys } from './toolbar/use-undo-keys'
import { useSeatPicking } from './worshippers/use-seat-picking'
import { useBoardPointer, type EditorTool } from './drag/use-board-pointer'
import { editorTexts } from './editor-texts'
import { boardSize, cellRect } from './grid/grid-geometry'
import { ElementLayer } from './grid/ElementLayer'
import { describeCell, elementOver } from './grid/cell-description'
import { nextCell, type CellPosition } from './grid/keyboard-navigation'
import { SeatGrid } from './grid/SeatGrid'
import { usePinchZoom } from './grid/use-pinch-zoom'
import { useViewport, ZOOM_IN, ZOOM_OUT } from './grid/use-viewport'
import { DETAIL_SCALE } from './grid/viewport'
import {
  cellKey,
  colOf,
  type EditorState,
  kindAt,
  numberingOf,
  occupancyOf,
  peopleAt,
  refOf,
  rowOf,
  seatNumberAt,
  seatsByPerson,
  type CellKey,
} from './model/editor-state'
import { useMapStore } from './sync/use-map-store'
import { SeatPopover } from './seat-popover/SeatPopover'
import { EditorToolbar } from './toolbar/EditorToolbar'
import { useToastArea } from './toolbar/use-toast-area'
import { ZoomControls } from './toolbar/ZoomControls'
import { WORSHIPPERS_LIST_ID, WORSHIPPERS_WIDTH, WorshippersPanel } from './worshippers/WorshippersPanel'
import { MapDialog } from '../maps/MapDialog'
import { deleteMapWithConfirmation } from '../maps/delete-map'
import { markFirstPaint, useAfterFirstPaint } from './first-paint'
import { seatStateOf, vacatedSeats } from '../seat-state/seat-state'
import { MapLegend } from './grid/MapLegend'
import { VacatedSeats } from './grid/VacatedSeats'
import type { EditorStore } from './model/editor-store'
import './map-editor.css'

/** The chosen date as the map shows it: who reported, whether a report means "coming", and its name. */
export interface MapDate {
  reported: ReadonlySet<number>
  /** A reverse event: a report means "I am coming". */
  reverse: boolean
  name: string | null
}

export interface MapEditorProps {
  map: SeatMap
  persons: Person[]
  maps: readonly MapSummary[]
  date: MapDate
  /** The date's tools in the toolbar (choosing the date, printing), given the editor's store; after first paint. */
  dateTools?(editor: { store: EditorStore; vacated: number }): React.ReactNode
  /** The worshippers panel's width: 252, or 450 while the guided tour points at it. */
  worshippersWidth?: number
  onMapsChanged(): void
  /** The map, its worshippers and the date's reporters as they change (the guided tour follows them). */
  onContentChange?(content: {
    state: EditorState
    persons: readonly Person[]
    reported: ReadonlySet<number>
  }): void
}

const GRID_ID = 'me-grid'
const GRID_KEYS_ID = 'me-grid-keys'

const seatedCount = (seats: ReadonlyMap<CellKey, readonly number[]>) => {
  let n = 0
  for (const people of seats.values()) n += people.length
  return n
}

/** The map editor: grid, worshippers, tools, undo/redo, and keeping in step with the service and other wardens. */
export function MapEditor({
  map,
  persons: initialPersons,
  maps,
  date,
  dateTools,
  worshippersWidth = WORSHIPPERS_WIDTH.normal,
  onMapsChanged,
  onContentChange,
}: MapEditorProps) {
  const mapId = map.id
  const { snapshot, persons, directory, store, reload } = useMapStore(map, initialPersons, {
    onDeleted: () => onDeleted(),
    onOtherMapChanged: () => onMapsChanged(),
  })
  const { state, history, saving } = snapshot

  const directoryRef = useRef(directory)
  directoryRef.current = directory

  const [tool, setTool] = useState<EditorTool>('seat')
  const [placing, setPlacing] = useState<ElementKind | null>(null)
  const toolRef = useRef(tool)
  toolRef.current = tool
  const placingRef = useRef(placing)
  placingRef.current = placing
  const [selectedElement, setSelectedElement] = useState<string | null>(null)
  const [focus, setFocus] = useState<CellPosition>({ row: 1, col: 1 })
  const [popover, setPopover] = useState<CellPosition | null>(null)
  const [editing, setEditing] = useState(false)
  // A phone: the worshippers in a bottom sheet, a tapped worshipper waits for the seat tapped next.
  const phone = useIsPhone()
  const [sheetOpen, setSheetOpen] = useState(false)
  const [cardAsSheet, setCardAsSheet] = useState(false)
  const sheetCard = phone || cardAsSheet

  const size = useMemo(() => ({ rows: state.rows, cols: state.cols }), [state.rows, state.cols])
  const viewport = useViewport(size)
  const board = boardSize(size)
  const indicatorRef = useRef<HTMLDivElement | null>(null)
  const ghostRef = useRef<HTMLDivElement | null>(null)
  const shieldRef = useRef<HTMLDivElement | null>(null)
  const dragging = useRef(false)
  const panelRef = useRef<HTMLElement | null>(null)
  const rootRef = useRef<HTMLDivElement | null>(null)
  useToastArea(rootRef, panelRef, !phone)
  const hover = useSeatHover(store, viewport, dragging)
  const showHovered = hover.show

  useEffect(() => {
    if (viewport.ready) markFirstPaint()
  }, [viewport.ready])

  useEffect(() => {
    session.setLastMapId(mapId)
  }, [mapId])

  // ---- Steps -------------------------------------------------------------------------------------------
  const apply = useCallback(
    (action: EditorAction | null) => {
      if (!action) return
      const before = seatedCount(store.getSnapshot().state.seats)
      store.apply(action)
      const removed = before - seatedCount(store.getSnapshot().state.seats)
      if (removed > 0 && !action.name.includes('Person') && action.name !== 'clearSeat')
        toast.warning(editorTexts.removedFromAisle(removed))
    },
    [store],
  )

  /** The map was deleted by another warden (the store has said so): on to the account's next map. */
  const onDeleted = () => {
    const first = maps.find((m) => m.id !== mapId)?.id ?? null
    session.setLastMapId(first)
    onMapsChanged()
    navigate(mapPath(first), { replace: true })
  }

  // ---- Focus, popover, keyboard -----------------------------------------------------------------------
  const moveFocus = useCallback(
    (cell: CellPosition) => {
      setFocus(cell)
      viewport.show(cellRect(size, cell.row, cell.col))
    },
    [viewport, size],
  )

  /** A seat's card: beside the seat, or as a sheet on a phone or for a finger (a popover would close on the tap). */
  const openPopover = useCallback((cell: CellPosition, touch = false) => {
    setFocus(cell)
    setPopover(cell)
    setCardAsSheet(touch)
  }, [])

  const closePopover = useCallback(() => {
    setPopover(null)
    viewport.viewportRef.current?.focus({ preventScroll: true })
  }, [viewport.viewportRef])

  const picking = useSeatPicking({
    store,
    apply,
    fullName: (id) => directoryRef.current.fullName(id),
    onPicked: () => {
      setSheetOpen(false)
      setPopover(null)
    },
    focusMap: (cell) => {
      if (cell) moveFocus(cell)
      viewport.viewportRef.current?.focus({ preventScroll: true })
    },
    onSeated: setFocus,
  })

  const showSeat = useCallback(
    (key: CellKey) => {
      const cell = { row: rowOf(key), col: colOf(key) }
      if (viewport.transform.current.scale < DETAIL_SCALE) {
        const rect = cellRect(size, cell.row, cell.col)
        const vr = viewport.viewRect()
        const scale = 1
        viewport.setTransform(
          {
            scale,
            x: (vr?.width ?? 800) / 2 - (rect.x + rect.width / 2) * scale,
            y: (vr?.height ?? 600) / 2 - (rect.y + rect.height / 2) * scale,
          },
          'now',
        )
      } else viewport.show(cellRect(size, cell.row, cell.col))
      setFocus(cell)
      showHovered(peopleAt(store.getSnapshot().state, key))
      viewport.viewportRef.current?.focus({ preventScroll: true })
    },
    [viewport, size, store, showHovered],
  )

  const onGridKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return
    // The product reads right to left; a page that says otherwise gets left-to-right arrows.
    const dir =
      (e.currentTarget.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'ltr'
        ? 'ltr'
        : 'rtl'
    const next = nextCell(e.key, focus, size, { ctrl: e.ctrlKey || e.metaKey, dir })
    if (next) {
      e.preventDefault()
      moveFocus(next)
      return
    }
    const s = store.getSnapshot().state
    switch (e.key) {
      case 'Enter':
      case ' ':
        e.preventDefault()
        // A worshipper picked from the list (by keyboard or a tap) goes to this seat; otherwise its card.
        if (picking.pickedRef.current !== null && toolRef.current === 'seat')
          picking.seat(picking.pickedRef.current, focus)
        else openPopover(focus)
        return
      case 'Delete':
      case 'Backspace': {
        e.preventDefault()
        const element = s.elements.find((el) => el.key === selectedElement)
        if (element) {
          apply(removeElement(element))
          setSelectedElement(null)
        } else if (peopleAt(s, cellKey(focus.row, focus.col)).length > 0) apply(clearSeat(s, focus))
        else apply(setCellKinds(s, [cellKey(focus.row, focus.col)], 'seat', 'clearCell'))
        return
      }
      case 'Escape':
        if (picking.pickedRef.current !== null) return picking.cancel()
        setPlacing(null)
        setSelectedElement(null)
        return
      case '+':
      case '=':
        return viewport.zoomBy(ZOOM_IN)
      case '-':
        return viewport.zoomBy(ZOOM_OUT)
      case '0':
        return viewport.fit()
    }
  }

  useUndoKeys(store)

  // ---- Pointer ------------------------------------------------------------------------------------------
  const pinching = useRef(false)
  const pointer = useBoardPointer({
    pinching,
    viewport,
    store,
    directory: directoryRef,
    tool: toolRef,
    placing: placingRef,
    indicatorRef,
    ghostRef,
    shieldRef,
    panelRef,
    onCellClick: (cell, touch) => {
      setSelectedElement(null)
      if (toolRef.current === 'seat' && picking.pickedRef.current !== null)
        picking.seat(picking.pickedRef.current, cell)
      else if (toolRef.current === 'seat') openPopover(cell, touch)
      else setFocus(cell)
      viewport.viewportRef.current?.focus({ preventScroll: true })
    },
    onHeaderClick: () => setSelectedElement(null),
    onElementSelect: (key) => {
      setSelectedElement(key)
      setPopover(null)
      viewport.viewportRef.current?.focus({ preventScroll: true })
    },
    onPlaced: () => setPlacing(null),
    onPersonClick: (personId) => {
      const first = seatsByPerson(store.getSnapshot().state).get(personId)?.[0]
      if (first !== undefined) showSeat(first)
    },
    onBackgroundClick: () => {
      setSelectedElement(null)
      setPopover(null)
    },
    onDragChange: (active) => {
      dragging.current = active
      if (active) {
        hover.clear()
        setPopover(null)
      }
    },
  })

  usePinchZoom(viewport, pinching, () => pointer.cancel())

  // ---- Derived figures ---------------------------------------------------------------------------------
  // The grid renders from `state` at once; the list and the figures follow a moment later (a deferred
  // render), so neither the first paint nor a drop waits for thousands of worshippers to be counted.
  const painted = useAfterFirstPaint()
  const deferred = useDeferredValue(state, null)
  const later = painted ? deferred : null
  const figures = later
    ? editorTexts.seatsFigure(numberingOf(later).totalSeats, occupancyOf(later).occupiedSeats)
    : ''
  const focusRect = cellRect(size, focus.row, focus.col)
  const focusKey = cellKey(focus.row, focus.col)
  const focusPeople = peopleAt(state, focusKey)
  const focusKind = kindAt(state, focus.row, focus.col)
  const focusNumber = seatNumberAt(state, focus.row, focus.col)
  const focusRowLabel = numberingOf(state).rowLabel(focus.row)
  const focusDescription = describeCell({
    kind: focusKind,
    seat: focusNumber !== null && focusRowLabel !== null ? seatName(focusRowLabel, focusNumber) : null,
    place: editorTexts.cellPlace(focusRowLabel, focus.col),
    names: focusPeople.map((id) => directory.fullName(id)),
    state: seatStateOf(focusPeople, date.reported, date.reverse),
    dateName: date.name,
    element: elementOver(state.elements, focus)?.name ?? null,
  })
  const hint = placing
    ? editorTexts.placeElementHint(editorTexts.elementKind(placing))
    : tool === 'seat'
      ? phone
        ? editorTexts.toolSeatHintTouch
        : editorTexts.toolSeatHint
      : tool === 'aisle'
        ? editorTexts.toolAisleHint
        : editorTexts.toolBlockedHint
  const popoverRect = popover ? cellRect(size, popover.row, popover.col) : null
  const activeCellId = `me-active-cell-${focus.row}-${focus.col}`

  useEffect(() => {
    onContentChange?.({ state, persons, reported: date.reported })
  }, [onContentChange, state, persons, date.reported])

  const otherMapIds = maps.map((m) => m.id).filter((id) => id !== mapId)
  // Nobody reported on a regular date: nothing is vacated, and 3,000 seats need not be asked.
  const noneVacated = date.reported.size === 0 && !date.reverse
  const vacatedCount = useMemo(
    () => (noneVacated ? 0 : vacatedSeats(state.seats, date.reported, date.reverse).length),
    [noneVacated, state.seats, date.reported, date.reverse],
  )

  // The seat's card: a popover beside the seat, or on a phone a sheet along the bottom of the screen.
  const seatCard = popover ? (
    <SeatPopover
      key={`${popover.row}-${popover.col}`}
      rowLabel={numberingOf(state).rowLabel(popover.row)}
      col={popover.col}
      kind={kindAt(state, popover.row, popover.col)}
      number={seatNumberAt(state, popover.row, popover.col)}
      people={peopleAt(state, cellKey(popover.row, popover.col))}
      directory={directory}
      seatCountOf={(id) => seatsByPerson(state).get(id)?.length ?? 0}
      onAssign={(id) => apply(assignPerson(id, popover))}
      onUnassign={(id) => apply(unassignPerson(id, popover))}
      onClear={() => apply(clearSeat(store.getSnapshot().state, popover))}
      onSetKind={(kind: CellKind) =>
        apply(
          setCellKinds(store.getSnapshot().state, [cellKey(popover.row, popover.col)], kind, 'setCellKind'),
        )
      }
      onClose={closePopover}
    />
  ) : null

  return (
    <div
      ref={rootRef}
      className={phone ? 'me-editor me-editor--phone' : 'me-editor'}
      style={{ ['--me-worshippers-width' as string]: `${worshippersWidth}px` }}
    >
      <nav className="me-skip" aria-label={editorTexts.skipLinks}>
        <SkipLink target={GRID_ID}>{editorTexts.skipToMap}</SkipLink>
        <SkipLink target={WORSHIPPERS_LIST_ID} fallback=".me-worshippers input">
          {editorTexts.skipToWorshippers}
        </SkipLink>
      </nav>
      <EditorToolbar
        compact={phone}
        mapId={mapId}
        mapName={state.name}
        maps={maps}
        tool={tool}
        placing={placing}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        saving={saving}
        figures={figures}
        onTool={(t) => (setTool(t), setPlacing(null))}
        onPlace={(kind) => (setPlacing(kind), setSelectedElement(null))}
        onUndo={store.undo}
        onRedo={store.redo}
        onEditMap={() => setEditing(true)}
        onDeleteMap={() =>
          void deleteMapWithConfirmation(mapId, otherMapIds, { isOpenMap: true }).then(
            (deleted) => deleted && onMapsChanged(),
          )
        }
        // The date tools are not needed to draw the map: they join right after the first paint.
        dateTools={painted && dateTools ? dateTools({ store, vacated: vacatedCount }) : null}
      />
      <div className="me-editor__body">
        <WorshippersPanel
          directory={directory}
          seatsByPerson={later ? seatsByPerson(later) : null}
          numbering={later ? numberingOf(later) : null}
          width={worshippersWidth}
          panelRef={panelRef}
          onPersonPointerDown={pointer.onPersonPointerDown}
          onShowSeat={showSeat}
          onUnseat={(personId) =>
            apply(
              unseatEverywhere(
                personId,
                (seatsByPerson(store.getSnapshot().state).get(personId) ?? []).map(refOf),
              ),
            )
          }
          onHover={hover.show}
          sheet={phone ? { open: sheetOpen, onToggle: () => setSheetOpen((open) => !open) } : undefined}
          onPick={picking.pick}
          onPickByKey={picking.pickByKey}
          picked={picking.picked}
        />
        <div className="me-stage">
          <div
            ref={viewport.viewportRef}
            id={GRID_ID}
            className={`me-viewport me-viewport--${placing ? 'place' : tool}`}
            data-tour="map-grid"
            role="grid"
            aria-label={editorTexts.gridLabel(state.name)}
            aria-describedby={GRID_KEYS_ID}
            aria-rowcount={state.rows}
            aria-colcount={state.cols}
            aria-activedescendant={activeCellId}
            tabIndex={0}
            onKeyDown={onGridKeyDown}
            onPointerDown={pointer.onBoardPointerDown}
            onPointerMove={hover.onPointerMove}
            onPointerLeave={() => hover.clear()}
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
                  <SeatGrid state={state} directory={directory} detail={viewport.detail} />
                  <ElementLayer
                    size={size}
                    elements={state.elements}
                    selectedKey={selectedElement}
                    interactive={placing === null}
                  />
                  {noneVacated ? null : (
                    <VacatedSeats state={state} reported={date.reported} reverse={date.reverse} />
                  )}
                </>
              ) : null}
              <div ref={hover.layerRef} className="me-highlights" />
              <div
                className="me-focus"
                style={{
                  transform: `translate(${focusRect.x}px, ${focusRect.y}px)`,
                  width: focusRect.width,
                  height: focusRect.height,
                }}
              />
              {popover && popoverRect && !sheetCard ? (
                <PopoverNext
                  {...followPageTheme}
                  isOpen
                  placement="bottom"
                  onInteraction={(open) => !open && closePopover()}
                  content={seatCard ?? undefined}
                  renderTarget={({ ref, isOpen: _isOpen, ...targetProps }) => (
                    <span
                      {...targetProps}
                      ref={ref}
                      className="me-popover-anchor"
                      style={{
                        transform: `translate(${popoverRect.x}px, ${popoverRect.y}px)`,
                        width: popoverRect.width,
                        height: popoverRect.height,
                      }}
                    />
                  )}
                />
              ) : null}
            </div>
            <div ref={indicatorRef} className="me-drop" aria-hidden />
            {/* Cells are drawn, not listed: the focused one is described by this single grid cell. */}
            <div role="row" className="sr-only">
              <div
                role="gridcell"
                id={activeCellId}
                aria-label={focusDescription}
                aria-rowindex={focus.row}
                aria-colindex={focus.col}
                aria-selected={popover !== null && popover.row === focus.row && popover.col === focus.col}
              />
            </div>
          </div>
          <ZoomControls
            scale={viewport.scale}
            onZoomIn={() => viewport.zoomBy(ZOOM_IN)}
            onZoomOut={() => viewport.zoomBy(ZOOM_OUT)}
            onFit={viewport.fit}
          />
          {picking.picked !== null ? (
            <div className="me-pick" role="status">
              <span>{editorTexts.pickedHint(directory.fullName(picking.picked))}</span>
              <Button size="small" variant="minimal" icon="cross" onClick={picking.drop}>
                {editorTexts.cancelPick}
              </Button>
            </div>
          ) : (
            <div className="me-hint" aria-hidden>
              {hint}
            </div>
          )}
          <MapLegend />
          <p id={GRID_KEYS_ID} className="sr-only">
            {editorTexts.gridKeys}
          </p>
        </div>
      </div>
      {sheetCard && seatCard ? <div className="me-seat-sheet">{seatCard}</div> : null}
      <div ref={shieldRef} className="me-drag-shield" aria-hidden>
        <div ref={ghostRef} className="me-ghost" />
      </div>
      <MapDialog
        isOpen={editing}
        map={{ id: mapId, name: state.name, rows: state.rows, cols: state.cols, version: snapshot.version }}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false)
          onMapsChanged()
          void reload('foreign')
        }}
      />
    </div>
  )
}
