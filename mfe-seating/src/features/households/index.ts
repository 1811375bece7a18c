// Households (the families who ask for seats together); the screen is all it offers.
export { HouseholdsPage } from './components/HouseholdsPage'
export { householdsApi } from './households-api'
