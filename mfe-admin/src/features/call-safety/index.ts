/** The call-safety feature's public surface: the stop-list screen and an account's daily call cap. */
export { StopListPage } from './components/StopListPage'
export { CallCapField } from './components/CallCapField'
