// The demo guest's entry screen.
export { GuestSessionPage } from './GuestSessionPage'
