// The reports screen's half year in plots.
export { ReportInsights } from './ReportInsights'
