export { statsRouter } from './stats.routes'
