export { mapPartRouter } from './map-parts.routes'
export { createDisplaysService, createElementsService } from './map-parts.services'
