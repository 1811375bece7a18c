import { isSharedSdkInstance, PlatformProvider, RemoteCrashPanel } from '@seats/sdk'
import React from 'react'
import * as ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { App } from './App'

const CONTAINER_ID = 'mfe-seating'

function Root() {
  return (
    <PlatformProvider>
      <App />
    </PlatformProvider>
  )
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <RemoteCrashPanel />,
  domElementGetter: () => document.getElementById(CONTAINER_ID) as HTMLElement,
})

export async function bootstrap(props: Parameters<typeof lifecycles.bootstrap>[0]) {
  // Two sdk copies would mean two sessions and two sockets; say so loudly.
  if (!isSharedSdkInstance()) console.error('[seating] @seats/sdk is not the page’s shared instance')
  return lifecycles.bootstrap(props)
}
export const mount = lifecycles.mount
export const unmount = lifecycles.unmount
