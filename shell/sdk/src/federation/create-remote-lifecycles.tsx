import { PRERENDERED_ATTRIBUTE } from '@seats/contracts'
import React, { type ComponentType } from 'react'
import * as ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { isSharedSdkInstance } from '../platform/instance-marker'

/**
 * single-spa lifecycles for a remote's root component, mounted into the shell's container
 * `mfe-<name>`, with `CrashPanel` as error boundary. Imports neither Blueprint nor the rest of the
 * sdk, so a remote whose first screen is light (the landing page) stays light.
 *
 * A container the server filled with the screen's build-time markup (marked PRERENDERED_ATTRIBUTE) is
 * hydrated, not rendered again: what the visitor already sees stays, and becomes live. Later mounts
 * into the emptied container render as usual.
 */
export function createRemoteLifecycles(name: string, Root: ComponentType, CrashPanel: ComponentType) {
  const container = () => document.getElementById(`mfe-${name}`) as HTMLElement
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => <Root />,
    errorBoundary: () => <CrashPanel />,
    domElementGetter: container,
    renderType: () => (container().hasAttribute(PRERENDERED_ATTRIBUTE) ? 'hydrateRoot' : 'createRoot'),
  })
  return {
    async bootstrap(props: Parameters<typeof lifecycles.bootstrap>[0]) {
      // Two sdk copies would mean two sessions and two sockets; say so loudly.
      if (!isSharedSdkInstance()) console.error(`[${name}] @seats/sdk is not the page’s shared instance`)
      return lifecycles.bootstrap(props)
    },
    async mount(props: Parameters<typeof lifecycles.mount>[0]) {
      await lifecycles.mount(props)
      container().removeAttribute(PRERENDERED_ATTRIBUTE)
    },
    unmount: lifecycles.unmount,
  }
}
