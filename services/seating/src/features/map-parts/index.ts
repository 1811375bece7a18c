export { displaysRouter, elementsRouter } from './map-parts.routes'
