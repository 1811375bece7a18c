import React, { type ComponentType } from 'react'
import * as ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { isSharedSdkInstance } from '../platform/instance-marker'
import { PlatformProvider } from '../ui/platform-provider'
import { RemoteCrashPanel } from '../ui/error-panel'

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
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <RemoteCrashPanel />,
    domElementGetter: () => document.getElementById(`mfe-${name}`) as HTMLElement,
  })
  return {
    async bootstrap(props: Parameters<typeof lifecycles.bootstrap>[0]) {
      // Two sdk copies would mean two sessions and two sockets; say so loudly.
      if (!isSharedSdkInstance()) console.error(`[${name}] @seats/sdk is not the page’s shared instance`)
      return lifecycles.bootstrap(props)
    },
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  }
}
