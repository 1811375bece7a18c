// Events (holidays and the account's own dates); the screen is all it offers.
export { EventsPage } from './components/EventsPage'
