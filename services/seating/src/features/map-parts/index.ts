export { mapPartRouter } from './map-parts.routes'
export { createAreasService, createDisplaysService, createElementsService } from './map-parts.services'
