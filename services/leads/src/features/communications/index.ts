export { communicationsRouter } from './communications.routes'
export { createCommunicationsService } from './communications.service'
export type { CommunicationsService } from './communications.service'
