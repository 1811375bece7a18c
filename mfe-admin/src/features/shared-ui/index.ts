import './shared-ui.css'

export { DataTable, type DataColumn, type DataTableProps, type TableSelection } from './DataTable'
export {
  compareMaybe,
  compareText,
  fitColumns,
  formatPhone,
  gridTemplate,
  nextSort,
  searchable,
  type SortDirection,
  type SortState,
} from './table-layout'
export { createStore, useStore, type Store } from './store'
export {
  ADMIN_TIME_ZONE,
  formatIsraelDate,
  formatIsraelDateTime,
  israelDate,
  israelInstant,
  wallClock,
} from './jerusalem-time'
export { RowCheckbox, RowIconButton } from './row-controls'
export { SortSelect } from './SortSelect'
export { listState, type ListStateTexts } from './list-state'
export { useLoaded, type Loaded } from './use-loaded'
