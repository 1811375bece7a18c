// Other packages' tests and benches start reporting and read its reminder rows and calendar through here.
export * from './reporting-harness'
export { remindersRepo } from '../features/reminders/reminders.repo'
export { comingShabbat } from '../features/dates/coming-shabbat'
