export { seasonsRouter } from './seasons.routes'
export { createSeasonsService } from './seasons.service'
export type { SeasonsService } from './seasons.service'
export { seasonsRepo } from './seasons.repo'
