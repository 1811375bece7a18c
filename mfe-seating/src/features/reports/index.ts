// The reports screen, and deleting a report (the map's seat card cancels one the same way).
export { removeReport } from './remove-report'
