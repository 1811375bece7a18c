// The Friday reminder calls screen.
export { RemindersPage } from './RemindersPage'
