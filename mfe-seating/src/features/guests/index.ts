// The seat card's guest form and the party dialog: with their schema checks, the map loads them on demand.
export { GuestPanel } from './GuestPanel'
export { PartyDialog } from './PartyDialog'
export { guestsTexts } from './guests-texts'
