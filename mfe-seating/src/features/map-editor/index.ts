/**
 * The map editor's public surface: the editor itself, and the map model, store and seat card that other
 * screens (the seat list, print, the tour, reports) build on. Nothing else of this folder is imported
 * from outside it.
 */
export { MapEditor } from './MapEditor'
export type { MapEditorProps, MapHead, SeatOnDate } from './editor-props'
export { editorTexts } from './editor-texts'
export { markDataArrived } from './first-paint'
export { WORSHIPPERS_WIDTH } from './worshippers/WorshippersPanel'
export { SeatPopover } from './seat-popover/SeatPopover'
export { assignPerson, clearSeat, unassignPerson } from './actions/seat-actions'
export {
  cellKey,
  colOf,
  elementIdsOf,
  numberingOf,
  peopleAt,
  rowOf,
  seatsByPerson,
  stateFromMap,
  type EditorState,
} from './model/editor-state'
export type { EditorStore } from './model/editor-store'
export { createPersonDirectory, filterPersons, type PersonDirectory } from './model/person-directory'
export { fetchPersons } from './sync/editor-api'
export { useMapStore, type MapStore } from './sync/use-map-store'
