// What the displays and elements screens share: the list page, the dialog, the grid preview and inputs.
export { GridNumberInput } from './GridNumberInput'
export { MapGridPreview } from './MapGridPreview'
export { MapItemDialog } from './MapItemDialog'
export { MapPartsPage } from './MapPartsPage'
export { checkGridNumber, colsText, rowsText } from './grid-number'
export { reportMapWriteError } from './map-write-errors'
export { useChosenMap } from './use-chosen-map'
