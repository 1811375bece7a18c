export { seatsRouter } from './seats.routes'
