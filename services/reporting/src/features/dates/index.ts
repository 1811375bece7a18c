export { datesRouter } from './dates.routes'
export { createDatesService, isReverseEvent } from './dates.service'
export type { DatesService } from './dates.service'
