import { PopoverNext } from '@blueprintjs/core'
import {
  seatName,
  type CellKind,
  type ElementKind,
  type MapSummary,
  type Person,
  type SeatMap,
} from '@seats/contracts'
import { errorMessageOf, isApiError, mapPath, navigate, session, toast } from '@seats/sdk'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { EditorAction } from './actions/editor-action'
import { setCellKinds } from './actions/cell-kind-actions'
import { removeElement } from './actions/element-actions'
import { assignPerson, clearSeat, unassignPerson, unseatEverywhere } from './actions/seat-actions'
import { canRedo, canUndo } from './actions/history'
import { createSeatHighlight, personUnder } from './drag/seat-highlight'
import { useBoardPointer, type EditorTool } from './drag/use-board-pointer'
import { editorTexts } from './editor-texts'
import { boardSize, cellRect, hitTest } from './grid/grid-geometry'
import { ElementLayer } from './grid/ElementLayer'
import { nextCell, type CellPosition } from './grid/keyboard-navigation'
import { SeatGrid } from './grid/SeatGrid'
import { useViewport, ZOOM_IN, ZOOM_OUT } from './grid/use-viewport'
import { DETAIL_SCALE } from './grid/viewport'
import {
  cellKey,
  colOf,
  elementIdsOf,
  type EditorState,
  kindAt,
  numberingOf,
  occupancyOf,
  peopleAt,
  refOf,
  rowOf,
  seatNumberAt,
  seatsByPerson,
  stateFromMap,
  type CellKey,
} from './model/editor-state'
import { createEditorStore } from './model/editor-store'
import { createPersonDirectory } from './model/person-directory'
import { editorApi, fetchPersons } from './sync/editor-api'
import { useMapRealtime } from './sync/use-map-realtime'
import { SeatPopover } from './seat-popover/SeatPopover'
import { EditorToolbar } from './toolbar/EditorToolbar'
import { ZoomControls } from './toolbar/ZoomControls'
import { WORSHIPPERS_WIDTH, WorshippersPanel } from './worshippers/WorshippersPanel'
import { mapsApi } from '../maps/maps-api'
import { MapDialog } from '../maps/MapDialog'
import { deleteMapWithConfirmation } from '../maps/delete-map'
import { markFirstPaint, useAfterFirstPaint } from './first-paint'
import { EditorDateTools } from '../report-dates/EditorDateTools'
import { useReportStore } from '../report-dates/use-report-store'
import { useMapSettings } from '../print/use-map-settings'
import { vacatedSeats } from '../seat-state/seat-state'
import { VacatedSeats, VacatedSwatch } from '../seat-state/VacatedSeats'
import './map-editor.css'

export interface MapEditorProps {
  map: SeatMap
  persons: Person[]
  maps: readonly MapSummary[]
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

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

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
  worshippersWidth = WORSHIPPERS_WIDTH.normal,
  onMapsChanged,
  onContentChange,
}: MapEditorProps) {
  const mapId = map.id
  const reloadRef = useRef<(reason: 'conflict' | 'remote' | 'foreign') => void>(() => undefined)
  const [store] = useState(() =>
    createEditorStore(
      editorApi,
      mapId,
      { state: stateFromMap(map), version: map.version, elementIds: elementIdsOf(map) },
      {
        onRolledBack: (error) => toast.error(editorTexts.rolledBack, errorMessageOf(error)),
        onReloadNeeded: (reason) => reloadRef.current(reason),
      },
    ),
  )
  useEffect(() => () => store.dispose(), [store])
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const { state, history, saving } = snapshot
  // The selected date (?date=&event=) and its reports: which seats are vacated, and printing.
  const dates = useReportStore({ israel: map.settings.il })
  const mapSettings = useMapSettings(store, mapId, map.settings)

  const [persons, setPersons] = useState(initialPersons)
  const directory = useMemo(() => createPersonDirectory(persons), [persons])
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

  const size = useMemo(() => ({ rows: state.rows, cols: state.cols }), [state.rows, state.cols])
  const viewport = useViewport(size)
  const board = boardSize(size)
  const indicatorRef = useRef<HTMLDivElement | null>(null)
  const ghostRef = useRef<HTMLDivElement | null>(null)
  const shieldRef = useRef<HTMLDivElement | null>(null)
  const dragging = useRef(false)
  const panelRef = useRef<HTMLElement | null>(null)
  const highlightLayerRef = useRef<HTMLDivElement | null>(null)
  const highlight = useRef<ReturnType<typeof createSeatHighlight> | null>(null)
  const hoverFrame = useRef<number | null>(null)

  useEffect(() => {
    if (highlightLayerRef.current) highlight.current = createSeatHighlight(highlightLayerRef.current)
    return () => {
      highlight.current = null
      if (hoverFrame.current !== null) cancelAnimationFrame(hoverFrame.current)
    }
  }, [])

  /** Outlines every seat of these worshippers on this map. */
  const highlightPeople = useCallback(
    (ids: readonly number[]) => {
      const s = store.getSnapshot().state
      const index = seatsByPerson(s)
      const keys = [...new Set(ids.flatMap((id) => index.get(id) ?? []))]
      if (keys.length === 0) highlight.current?.clear()
      else highlight.current?.show(keys, s)
    },
    [store],
  )

  /** Hovering a name lights that worshipper's seats; hovering a cell, the seats of everyone in it (one hit-test a frame). */
  const onViewportPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (
      e.buttons !== 0 ||
      dragging.current ||
      !(e.target instanceof Node) ||
      !e.currentTarget.contains(e.target)
    )
      return
    const { clientX, clientY, target } = e
    if (hoverFrame.current !== null) cancelAnimationFrame(hoverFrame.current)
    hoverFrame.current = requestAnimationFrame(() => {
      hoverFrame.current = null
      const named = personUnder(target)
      if (named !== null) return highlightPeople([named])
      const s = store.getSnapshot().state
      const p = viewport.clientToBoard(clientX, clientY)
      const hit = hitTest(s, p.x, p.y)
      highlightPeople(hit.type === 'cell' ? peopleAt(s, cellKey(hit.row, hit.col)) : [])
    })
  }

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

  const reload = useCallback(
    async (reason: 'conflict' | 'remote' | 'foreign', withPersons = false) => {
      await store.whenIdle()
      try {
        const [fresh, freshPersons] = await Promise.all([
          mapsApi.get(mapId),
          withPersons ? fetchPersons() : null,
        ])
        store.replace({ state: stateFromMap(fresh), version: fresh.version, elementIds: elementIdsOf(fresh) })
        if (freshPersons) setPersons(freshPersons)
        if (reason === 'conflict') toast.warning(editorTexts.conflict)
        else if (reason === 'remote') toast.info(editorTexts.remoteChange)
      } catch (error) {
        if (isApiError(error) && error.status === 404) return onDeleted()
        toast.error(editorTexts.loadFailed, errorMessageOf(error))
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onDeleted is stable through its refs
    [store, mapId],
  )
  reloadRef.current = (reason) => void reload(reason)

  const onDeleted = () => {
    toast.warning(editorTexts.mapDeletedElsewhere)
    const first = maps.find((m) => m.id !== mapId)?.id ?? null
    session.setLastMapId(first)
    onMapsChanged()
    navigate(mapPath(first), { replace: true })
  }

  useMapRealtime(mapId, {
    knows: async (version) => {
      await store.whenIdle()
      return store.knows(version)
    },
    onMapChanged: () => void reload('remote'),
    onMapDeleted: onDeleted,
    onPersonsChanged: () => {
      void fetchPersons()
        .then(setPersons)
        .catch(() => undefined)
    },
    onOtherMapChanged: onMapsChanged,
  })

  // ---- Focus, popover, keyboard -----------------------------------------------------------------------
  const moveFocus = useCallback(
    (cell: CellPosition) => {
      setFocus(cell)
      viewport.show(cellRect(size, cell.row, cell.col))
    },
    [viewport, size],
  )

  const openPopover = useCallback((cell: CellPosition) => {
    setFocus(cell)
    setPopover(cell)
  }, [])

  const closePopover = useCallback(() => {
    setPopover(null)
    viewport.viewportRef.current?.focus({ preventScroll: true })
  }, [viewport.viewportRef])

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
      highlightPeople(peopleAt(store.getSnapshot().state, key))
      viewport.viewportRef.current?.focus({ preventScroll: true })
    },
    [viewport, size, store, highlightPeople],
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
        openPopover(focus)
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault()
        store.undo()
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault()
        store.redo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])

  // ---- Pointer ------------------------------------------------------------------------------------------
  const pointer = useBoardPointer({
    viewport,
    store,
    directory: directoryRef,
    tool: toolRef,
    placing: placingRef,
    indicatorRef,
    ghostRef,
    shieldRef,
    panelRef,
    onCellClick: (cell) => {
      setSelectedElement(null)
      if (toolRef.current === 'seat') openPopover(cell)
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
        highlight.current?.clear()
        setPopover(null)
      }
    },
  })

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
  const focusDescription =
    focusKind === 'seat' && focusNumber !== null && focusRowLabel !== null
      ? `${seatName(focusRowLabel, focusNumber)}: ${focusPeople.length === 0 ? editorTexts.emptySeat : focusPeople.map((id) => directory.fullName(id)).join(', ')}`
      : `${editorTexts.cellPlace(focusRowLabel, focus.col)}: ${focusKind === 'aisle' ? editorTexts.aisle : editorTexts.blocked}`
  const hint = placing
    ? editorTexts.placeElementHint(editorTexts.elementKind(placing))
    : tool === 'seat'
      ? editorTexts.toolSeatHint
      : tool === 'aisle'
        ? editorTexts.toolAisleHint
        : editorTexts.toolBlockedHint
  const popoverRect = popover ? cellRect(size, popover.row, popover.col) : null
  const activeCellId = `me-active-cell-${focus.row}-${focus.col}`

  useEffect(() => {
    onContentChange?.({ state, persons, reported: dates.reported })
  }, [onContentChange, state, persons, dates.reported])

  const otherMapIds = maps.map((m) => m.id).filter((id) => id !== mapId)
  // Nobody reported on a regular date: nothing is vacated, and 3,000 seats need not be asked.
  const noneVacated = dates.reported.size === 0 && !dates.reverse
  const vacatedCount = useMemo(
    () => (noneVacated ? 0 : vacatedSeats(state.seats, dates.reported, dates.reverse).length),
    [noneVacated, state.seats, dates.reported, dates.reverse],
  )

  return (
    <div className="me-editor" style={{ ['--me-worshippers-width' as string]: `${worshippersWidth}px` }}>
      <EditorToolbar
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
        dateTools={
          painted ? (
            <EditorDateTools
              mapId={mapId}
              grid={{ rows: map.rows, cols: map.cols }}
              dates={dates}
              vacated={vacatedCount}
              displays={map.displays}
              hideReportedNames={mapSettings.settings.hideReportedNames}
              savingSettings={mapSettings.saving}
              onHideReportedNames={(hide) => void mapSettings.save({ hideReportedNames: hide })}
            />
          ) : null
        }
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
          onHover={highlightPeople}
        />
        <div
          ref={viewport.viewportRef}
          className={`me-viewport me-viewport--${placing ? 'place' : tool}`}
          data-tour="map-grid"
          role="grid"
          aria-label={editorTexts.gridLabel(state.name)}
          aria-rowcount={state.rows}
          aria-colcount={state.cols}
          aria-activedescendant={activeCellId}
          tabIndex={0}
          onKeyDown={onGridKeyDown}
          onPointerDown={pointer.onBoardPointerDown}
          onPointerMove={onViewportPointerMove}
          onPointerLeave={() => highlight.current?.clear()}
          onContextMenu={(e) => e.preventDefault()}
        >
          <div
            ref={viewport.boardRef}
            className="me-board"
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
                  <VacatedSeats state={state} reported={dates.reported} reverse={dates.reverse} />
                )}
              </>
            ) : null}
            <div ref={highlightLayerRef} className="me-highlights" />
            <div
              className="me-focus"
              style={{
                transform: `translate(${focusRect.x}px, ${focusRect.y}px)`,
                width: focusRect.width,
                height: focusRect.height,
              }}
            />
            {popover && popoverRect ? (
              <PopoverNext
                isOpen
                placement="bottom"
                onInteraction={(open) => !open && closePopover()}
                content={
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
                        setCellKinds(
                          store.getSnapshot().state,
                          [cellKey(popover.row, popover.col)],
                          kind,
                          'setCellKind',
                        ),
                      )
                    }
                    onClose={closePopover}
                  />
                }
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
          <div ref={indicatorRef} className="me-drop" />
          <ZoomControls
            scale={viewport.scale}
            onZoomIn={() => viewport.zoomBy(ZOOM_IN)}
            onZoomOut={() => viewport.zoomBy(ZOOM_OUT)}
            onFit={viewport.fit}
          />
          <div className="me-hint" aria-hidden>
            {hint}
          </div>
          <Legend />
          {/* Cells are drawn, not listed: the focused one is described by this single grid cell. */}
          <div role="row" className="sr-only">
            <div
              role="gridcell"
              id={activeCellId}
              aria-label={focusDescription}
              aria-rowindex={focus.row}
              aria-colindex={focus.col}
            />
          </div>
          <div className="sr-only" aria-live="polite">
            {focusDescription}
          </div>
        </div>
      </div>
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

function Legend() {
  return (
    <ul className="me-legend" aria-hidden>
      <li>
        <VacatedSwatch />
        {editorTexts.vacatedSeat}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--seat" />
        {editorTexts.emptySeat}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--seat me-cell--taken" />
        {editorTexts.takenSeat}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--seat me-cell--taken me-cell--shared" />
        {editorTexts.sharedSeat}
      </li>
      <li>
        <i className="me-legend__swatch me-legend__swatch--multi" />
        {editorTexts.multiSeats}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--aisle" />
        {editorTexts.aisle}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--blocked" />
        {editorTexts.blocked}
      </li>
    </ul>
  )
}
