export { YEMOT_PATH_PREFIX, ivrRouter } from './ivr.routes'
export { createIvrService } from './ivr.service'
export type { IvrService } from './ivr.service'
// The call's words: other features' tests hear what a caller is told.
export { texts } from './call-flow'
