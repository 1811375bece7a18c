// The seasons (High Holidays): their list, a season's requests and assignment.
export { SeasonsPage } from './components/SeasonsPage'
export { SeasonPage } from './components/SeasonPage'
