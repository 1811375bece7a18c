// The vacated mark's stylesheet comes with the feature: the map's layer and the legend's swatch share it.
import './vacated-seats.css'
export { VacatedSwatch } from './VacatedSwatch'
export { hallOfMap, hallSeats } from './hall-seats'
export type { HallLayout, HallSeat } from './hall-seats'
export { isFree, namesShown, reportedPersons, seatStateOf, vacatedSeats } from './seat-state'
export type { SeatState } from './seat-state'
export { seatStateTexts } from './seat-state-texts'
