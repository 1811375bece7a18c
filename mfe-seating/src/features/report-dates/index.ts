// The chosen report date and the reports for it, shared by the map, the lists and printing.
export { DateSelector } from './DateSelector'
export { withDateQuery } from './date-query'
export { useReportStore } from './use-report-store'
export type { ReportStore } from './use-report-store'
