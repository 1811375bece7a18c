export { eventsRepo } from './events.repo'
export { eventsRouter } from './events.routes'
