// The worshippers: their API and the hook that keeps the list, for the editor and the lists.
export { usePersons } from './hooks/use-persons'
export { personsApi } from './persons-api'
// The add/edit dialog, for the map screen to open beside the map.
export { PersonDialog } from './components/PersonDialog'
