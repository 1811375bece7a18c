import { useIsPhone } from '@seats/sdk'
import type { Person } from '@seats/contracts'
import { useEffect, useMemo, useRef, useState } from 'react'
import { canRedo, canUndo } from './actions/history'
import { unseatFromMap } from './actions/seat-actions'
import { useApplyStep } from './actions/use-apply-step'
import { useEditorPointer } from './drag/use-editor-pointer'
import { useSeatHover } from './drag/use-seat-hover'
import type { MapEditorProps } from './editor-props'
import { markFirstPaint } from './first-paint'
import { MapGrid } from './grid/MapGrid'
import { StageOverlays } from './grid/StageOverlays'
import { useShowSeat } from './grid/use-show-seat'
import { useViewport } from './grid/use-viewport'
import { vacatedSummary } from './grid/vacated-summary'
import { gridKeyDown } from './keyboard/use-grid-keys'
import { anyAccessible, numberingOf, seatsByPerson } from './model/editor-state'
import { SeatCard, SeatCardSheet } from './seat-popover/SeatCard'
import { useEditorSelection } from './selection/use-editor-selection'
import { useMapStore } from './sync/use-map-store'
import { EditorSkipLinks } from './toolbar/EditorSkipLinks'
import { EditorToolbar } from './toolbar/EditorToolbar'
import { useMapFigures } from './toolbar/use-map-figures'
import { useToastArea } from './toolbar/use-toast-area'
import { useUndoKeys } from './toolbar/use-undo-keys'
import { useTeamChangeToasts } from './sync/use-team-change-toasts'
import { useGuestConflictToasts } from './sync/use-guest-conflict-toasts'
import { useEditorPicking } from './worshippers/use-editor-picking'
import { WORSHIPPERS_WIDTH, WorshippersPanel } from './worshippers/WorshippersPanel'
import './map-editor.css'

const GRID_ID = 'me-grid'
const GRID_KEYS_ID = 'me-grid-keys'
const GRID_VACATED_ID = 'me-grid-vacated'

/** The map editor: grid, worshippers, tools, undo/redo, and keeping in step with the service and other wardens. */
export function MapEditor(props: MapEditorProps) {
  const { map, maps, date, dateTools, worshippersWidth = WORSHIPPERS_WIDTH.normal, onContentChange } = props
  const mapId = map.id
  const { snapshot, persons, directory, store, putPerson, reload } = useMapStore(map, props.persons, {
    onDeleted: () => props.onMapDeleted(),
    onOtherMapChanged: () => props.onMapsChanged(),
  })
  const { state, history, saving } = snapshot
  useTeamChangeToasts(mapId)
  useGuestConflictToasts(state, date)
  const directoryRef = useRef(directory)
  directoryRef.current = directory
  // A phone: the worshippers in a bottom sheet, a tapped worshipper waits for the seat tapped next.
  const phone = useIsPhone()
  const [editing, setEditing] = useState(false)
  // The worshipper dialog: open to add (no person) or to edit one.
  const [personShown, setPersonShown] = useState<{ person: Person | undefined } | null>(null)
  const personDialog = props.personDialog
  const addPerson = personDialog ? () => setPersonShown({ person: undefined }) : undefined
  const editPerson = personDialog
    ? (id: number) => setPersonShown({ person: directoryRef.current.byId.get(id) })
    : undefined

  const size = useMemo(() => ({ rows: state.rows, cols: state.cols }), [state.rows, state.cols])
  const viewport = useViewport(size)
  const selection = useEditorSelection(viewport, size)
  const { tool, placing, focus, popover } = selection
  const sheetCard = phone || selection.cardAsSheet
  const dragging = useRef(false)
  const panelRef = useRef<HTMLElement | null>(null)
  const rootRef = useRef<HTMLDivElement | null>(null)
  useToastArea(rootRef, panelRef, !phone)
  const hover = useSeatHover(store, viewport, dragging)
  const apply = useApplyStep(store)

  useEffect(() => {
    if (viewport.ready) markFirstPaint()
  }, [viewport.ready])

  const picking = useEditorPicking(selection, store, apply, directoryRef)
  const showSeat = useShowSeat(viewport, size, store, {
    setFocus: selection.setFocus,
    showHovered: hover.show,
  })
  useUndoKeys(store)

  const { pointer, indicatorRef, ghostRef, shieldRef } = useEditorPointer({
    viewport,
    store,
    directory: directoryRef,
    selection,
    picking,
    panelRef,
    showSeat,
    onDragChange: (active) => {
      dragging.current = active
      if (active) hover.clear()
    },
  })

  const { painted, later, figures, noneVacated, vacatedCount } = useMapFigures(state, date)
  const freedSummary = useMemo(
    () => vacatedSummary(state, date),
    // The seats, their numbering and the date's reports: not every focus move or hover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.seats, state.kinds, state.elements, state.seatNumbering, date.reported, date.reverse, date.name],
  )
  useEffect(() => {
    onContentChange?.({ state, persons, reported: date.reported })
  }, [onContentChange, state, persons, date.reported])

  const card = popover ? (
    <SeatCard
      mapId={mapId}
      cell={popover}
      state={state}
      store={store}
      directory={directory}
      date={date}
      apply={apply}
      onClose={selection.closeCard}
      onEditPerson={editPerson}
    />
  ) : null

  return (
    <div
      ref={rootRef}
      className={phone ? 'me-editor me-editor--phone' : 'me-editor'}
      style={{ ['--me-worshippers-width' as string]: `${worshippersWidth}px` }}
    >
      <EditorSkipLinks gridId={GRID_ID} />
      <EditorToolbar
        compact={phone}
        readOnly={props.readOnly}
        mapId={mapId}
        mapName={state.name}
        maps={maps}
        tool={tool}
        placing={placing}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        saving={saving}
        figures={figures}
        onTool={(t) => selection.dispatch({ type: 'tool', tool: t })}
        onPlace={(kind) => selection.dispatch({ type: 'place', kind })}
        onUndo={store.undo}
        onRedo={store.redo}
        onEditMap={() => setEditing(true)}
        onDeleteMap={props.onDeleteMap}
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
          onUnseat={(personId) => apply(unseatFromMap(store.getSnapshot().state, personId))}
          onHover={hover.show}
          sheet={
            phone
              ? { open: selection.sheetOpen, onToggle: () => selection.dispatch({ type: 'toggleSheet' }) }
              : undefined
          }
          onPick={picking.pick}
          onPickByKey={picking.pickByKey}
          picked={picking.picked}
          onAddPerson={addPerson}
          onEditPerson={editPerson}
        />
        <div className="me-stage">
          <MapGrid
            id={GRID_ID}
            keysId={GRID_KEYS_ID}
            vacatedId={GRID_VACATED_ID}
            mapId={mapId}
            state={state}
            size={size}
            directory={directory}
            viewport={viewport}
            tool={tool}
            placing={placing}
            selectedElement={selection.selectedElement}
            focus={focus}
            popover={popover}
            card={card}
            cardAsSheet={sheetCard}
            onCloseCard={selection.closeCard}
            date={date}
            noneVacated={noneVacated}
            highlightsRef={hover.layerRef}
            indicatorRef={indicatorRef}
            onKeyDown={gridKeyDown({ selection, size, store, viewport, apply, picking })}
            onPointerDown={pointer.onBoardPointerDown}
            onPointerMove={hover.onPointerMove}
            onPointerLeave={() => hover.clear()}
          />
          <StageOverlays
            viewport={viewport}
            keysId={GRID_KEYS_ID}
            vacatedId={GRID_VACATED_ID}
            vacatedSummary={freedSummary}
            tool={tool}
            placing={placing}
            phone={phone}
            readOnly={props.readOnly}
            pickedName={picking.picked !== null ? directory.fullName(picking.picked) : null}
            onDropPick={picking.drop}
            anyAccessible={anyAccessible(state)}
          />
        </div>
      </div>
      {sheetCard && card ? <SeatCardSheet card={card} /> : null}
      <div ref={shieldRef} className="me-drag-shield" aria-hidden>
        <div ref={ghostRef} className="me-ghost" />
      </div>
      {personDialog && personShown
        ? personDialog({
            person: personShown.person,
            persons,
            onClose: () => setPersonShown(null),
            onSaved: (saved) => {
              setPersonShown(null)
              putPerson(saved)
            },
          })
        : null}
      {props.mapDialog({
        isOpen: editing,
        map: {
          id: mapId,
          name: state.name,
          rows: state.rows,
          cols: state.cols,
          seatNumbering: state.seatNumbering,
          version: snapshot.version,
        },
        onClose: () => setEditing(false),
        onSaved: () => {
          setEditing(false)
          void reload('foreign')
        },
      })}
    </div>
  )
}
