// The worshippers: their API and the hook that keeps the list, for the editor and the lists.
export { usePersons } from './hooks/use-persons'
export { personsApi } from './persons-api'
