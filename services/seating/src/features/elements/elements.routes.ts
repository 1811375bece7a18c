import type Router from '@koa/router'
import { elementInputSchema, elementUpdateSchema } from '@seats/contracts'
import type { SeatingDeps } from '../../deps'
import { mapPartRouter } from '../maps/map-parts.routes'
import { createElement, deleteElement, getElement, listElements, updateElement } from './elements.service'

export function elementsRouter(deps: SeatingDeps): Router {
  return mapPartRouter(
    deps,
    '/api/elements',
    { input: elementInputSchema, update: elementUpdateSchema },
    {
      list: listElements,
      get: getElement,
      create: createElement,
      update: updateElement,
      remove: deleteElement,
    },
  )
}
