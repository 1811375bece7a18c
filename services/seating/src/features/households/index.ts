export { householdsRouter } from './households.routes'
export { createHouseholdsService } from './households.service'
export type { HouseholdsService } from './households.service'
export { householdsRepo } from './households.repo'
