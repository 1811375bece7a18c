/** The seat list (/map/:id/list): the map's seats as an accessible table. */
export { SeatListPage } from './SeatListPage'
