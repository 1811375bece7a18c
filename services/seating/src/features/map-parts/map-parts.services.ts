import type { SeatingDeps } from '../../deps'
import { areas } from './areas.kind'
import { displays } from './displays.kind'
import { elements } from './elements.kind'
import { createMapPartService } from './map-parts'

type Deps = Pick<SeatingDeps, 'db' | 'realtime' | 'outbox'>

/** A map's displays (print layouts) on the one map-part path. */
export const createDisplaysService = (deps: Deps) => createMapPartService(deps, displays)
/** A map's elements (ark, bimah, aisles) on the one map-part path. */
export const createElementsService = (deps: Deps) => createMapPartService(deps, elements)

/** A map's areas (men's section, women's section, balcony) on the one map-part path. */
export const createAreasService = (deps: Deps) => createMapPartService(deps, areas)
