// The guest-facing list of free seats for a date.
export { FreeSeatsPage } from './FreeSeatsPage'
