import { ErrorPanel, errorTexts, PlatformProvider } from '@seats/sdk'
import { createRoot, type Root } from 'react-dom/client'
import type { LifeCycles } from 'single-spa'

/** Stand-in lifecycles for a remote that failed to load: a Hebrew error panel in its container. */
export function remoteLoadFailureLifecycles(containerId: string): LifeCycles {
  let root: Root | null = null
  return {
    bootstrap: async () => {},
    mount: async () => {
      const container = document.getElementById(containerId)
      if (!container) return
      root = createRoot(container)
      root.render(
        <PlatformProvider>
          <ErrorPanel
            icon="offline"
            title={errorTexts.remoteUnavailable}
            description={errorTexts.remoteUnavailableDetail}
          />
        </PlatformProvider>,
      )
    },
    unmount: async () => {
      root?.unmount()
      root = null
    },
  }
}
