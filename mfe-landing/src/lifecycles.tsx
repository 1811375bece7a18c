import { createRemoteLifecycles } from '@seats/sdk/core'
import { lazy, Suspense } from 'react'
import { App } from './App'

// The crash panel is Blueprint; it loads only if the remote crashes.
const RemoteCrashPanel = lazy(() => import('./crash-panel'))

function CrashPanel() {
  return (
    <Suspense fallback={null}>
      <RemoteCrashPanel />
    </Suspense>
  )
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles('landing', App, CrashPanel)
