export { datesRouter } from './dates.routes'
export { isReverseEvent } from './dates.service'
