// Other packages' tests and benches start reporting and read its reminder rows and calendar through here.
export * from './reporting-harness'
export { remindersRepo } from '../features/reminders'
export { comingShabbat } from '../features/calendar'
