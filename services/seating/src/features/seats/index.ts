export { seatsRouter } from './seats.routes'
export { createSeatsService } from './seats.service'
export type { SeatsService } from './seats.service'
