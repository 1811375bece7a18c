import type Router from '@koa/router'
import { displayInputSchema, displayUpdateSchema } from '@seats/contracts'
import type { SeatingDeps } from '../../deps'
import { mapPartRouter } from '../maps/map-parts.routes'
import { createDisplay, deleteDisplay, getDisplay, listDisplays, updateDisplay } from './displays.service'

export function displaysRouter(deps: SeatingDeps): Router {
  return mapPartRouter(
    deps,
    '/api/displays',
    { input: displayInputSchema, update: displayUpdateSchema },
    {
      list: listDisplays,
      get: getDisplay,
      create: createDisplay,
      update: updateDisplay,
      remove: deleteDisplay,
    },
  )
}
