import { useSyncExternalStore } from 'react'
import { registeredRoutes, subscribeRoutes } from './route-registry'

/** The registered routes, re-rendering when the shell installs the remotes' manifests. */
export function useRegisteredRoutes() {
  return useSyncExternalStore(subscribeRoutes, registeredRoutes, registeredRoutes)
}
