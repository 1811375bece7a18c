export { eventsRepo } from './events.repo'
export { eventsRouter } from './events.routes'
export { createEventsService } from './events.service'
export type { EventsService } from './events.service'
