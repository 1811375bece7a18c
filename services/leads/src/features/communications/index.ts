export { communicationsRouter } from './communications.routes'
