export { internalRouter } from './internal.routes'
