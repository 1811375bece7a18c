// The maps: their API, the create/edit dialog and deletion, used by the map screen and the list screens.
export { MapDialog } from './MapDialog'
export { deleteMapWithConfirmation } from './delete-map'
export { mapsApi } from './maps-api'
