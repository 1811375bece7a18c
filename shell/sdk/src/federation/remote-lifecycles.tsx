import { createRemoteLifecycles } from '@seats/sdk/core'
import type { ComponentType } from 'react'
import { RemoteCrashPanel } from '../ui/error-panel'
import { PlatformProvider } from '../ui/platform-provider'

/**
 * The single-spa lifecycles every remote exposes: its app inside the platform provider, mounted into the
 * shell's container `mfe-<name>`, with the Hebrew crash panel as error boundary.
 */
export function remoteLifecycles(name: string, App: ComponentType) {
  const Root = () => (
    <PlatformProvider>
      <App />
    </PlatformProvider>
  )
  return createRemoteLifecycles(name, Root, RemoteCrashPanel)
}
