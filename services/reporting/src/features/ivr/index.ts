export { YEMOT_PATH_PREFIX, ivrRouter } from './ivr.routes'
