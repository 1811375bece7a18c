// Households (the families who ask for seats together): the screen, its API, and its search's matching.
export { HouseholdsPage } from './components/HouseholdsPage'
export { householdsApi } from './households-api'
export { matchesWords } from './household-list'
