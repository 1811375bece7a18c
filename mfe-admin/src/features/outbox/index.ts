/** The outbox feature's public surface: its screen. */
export { OutboxPage } from './components/OutboxPage'
