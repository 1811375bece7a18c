import { useEffect, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { loadCurrentUser } from '../auth/auth-actions'
import { applyPageTitle } from '../navigation/page-title'
import { useCurrentPathname } from '../navigation/use-current-path'
import { routeAccess } from '../navigation/route-table'
import { initPlatform } from '../platform/init-platform'
import { useSession } from '../platform/services'
import { PlatformProvider } from '../ui/platform-provider'
import { StandaloneSignIn } from './standalone-sign-in'

function StandaloneGate({ App }: { App: ComponentType }) {
  const { token, user } = useSession()
  const pathname = useCurrentPathname()
  const needsSession = routeAccess(pathname) !== 'public'

  useEffect(() => {
    if (token && !user) void loadCurrentUser()
  }, [token, user])

  useEffect(() => applyPageTitle(pathname), [pathname])

  if (needsSession && !token) return <StandaloneSignIn />
  return <App />
}

/** Development entry of a remote on its own server: the platform, the remote's App, nothing else. */
export function renderStandalone(containerId: string, App: ComponentType): void {
  initPlatform()
  const container = document.getElementById(containerId)
  if (!container) throw new Error(`#${containerId} is missing from index.html`)
  createRoot(container).render(
    <PlatformProvider>
      <StandaloneGate App={App} />
    </PlatformProvider>,
  )
}
