export { YEMOT_PATH_PREFIX, ivrRouter } from './ivr.routes'
export { createIvrService } from './ivr.service'
export type { IvrService } from './ivr.service'
