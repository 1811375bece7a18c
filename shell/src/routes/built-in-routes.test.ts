import { describe, expect, it } from 'vitest'
// The remotes' own manifests, read from their sources here only: the shell never imports a remote's code.
import { routes as adminRoutes } from '../../../mfe-admin/src/routes'
import { routes as landingRoutes } from '../../../mfe-landing/src/routes'
import { routes as seatingRoutes } from '../../../mfe-seating/src/routes'
import { builtInRoutes } from './built-in-routes'

describe('the built-in copy of the remotes’ route manifests', () => {
  it('equals each remote’s src/routes.ts: a route added there is added here too', () => {
    expect(builtInRoutes).toStrictEqual({
      landing: landingRoutes,
      seating: seatingRoutes,
      admin: adminRoutes,
    })
  })
})
