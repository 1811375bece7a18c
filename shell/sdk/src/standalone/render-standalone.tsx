import type { RouteManifest } from '@seats/contracts'
import { applyPageTitle, registerRoutes, routeAccess, useCurrentPathname } from '@seats/sdk/core'
import { useEffect, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { loadCurrentUser } from '../auth/auth-actions'
import { initPlatform } from '../platform/init-platform'
import { useSession } from '../platform/services'
import { PlatformProvider } from '../ui/platform-provider'
import { StandaloneSignIn } from './standalone-sign-in'

function StandaloneGate({ App }: { App: ComponentType }) {
  const { token, user } = useSession()
  const pathname = useCurrentPathname()
  const needsSession = routeAccess(pathname) !== 'anonymous'

  useEffect(() => {
    if (token && !user) void loadCurrentUser()
  }, [token, user])

  useEffect(() => applyPageTitle(pathname), [pathname])

  if (needsSession && !token) return <StandaloneSignIn />
  return <App />
}

/**
 * Development entry of a remote on its own server: the platform, the remote's App in `#mfe-<name>`,
 * nothing else. With no shell to fill the route registry, the remote registers its own manifest (its
 * titles and access rules; other remotes' paths are unknown here).
 */
export function renderStandalone(name: string, App: ComponentType, routes: RouteManifest): void {
  registerRoutes({ [name]: routes })
  initPlatform()
  const containerId = `mfe-${name}`
  const container = document.getElementById(containerId)
  if (!container) throw new Error(`#${containerId} is missing from index.html`)
  createRoot(container).render(
    <PlatformProvider>
      <StandaloneGate App={App} />
    </PlatformProvider>,
  )
}
