export { guestsRepo } from './guests.repo'
export { guestsRouter } from './guests.routes'
export { createGuestsService } from './guests.service'
export type { GuestsService } from './guests.service'
