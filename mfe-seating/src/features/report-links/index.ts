// A worshipper's personal report link, sent by SMS from the worshippers screen.
export { PersonLinkButton } from './PersonLinkButton'
export { ReportLinksMenu } from './ReportLinksMenu'
export { useReportLinks, type ReportLinks } from './use-report-links'
