export { seasonSeatingRouter } from './season-seating.routes'
export { createSeasonSeatingService } from './season-seating.service'
