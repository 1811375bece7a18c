// Guests lent a seat for one date: the date's guests, read and kept live, and the calls that lend seats.
// The map, the free seats and the print read them; the seat card's form and the party dialog (guests/)
// load apart from the map.
export { useDateGuests, type DateGuests } from './use-date-guests'
export { guestsApi } from './guests-api'
