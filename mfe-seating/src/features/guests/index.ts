// Guests lent a seat for one date: the map's seat card part, and the date's guests kept live.
export { GuestPanel } from './GuestPanel'
export { PartyDialog } from './PartyDialog'
export { useDateGuests, type DateGuests } from './use-date-guests'
export { guestsTexts } from './guests-texts'
