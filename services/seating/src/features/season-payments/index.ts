export { seasonPaymentsRouter } from './season-payments.routes'
export { createSeasonPaymentsService } from './season-payments.service'
export type { SeasonPaymentsService } from './season-payments.service'
export { seasonPaymentsRepo } from './season-payments.repo'
