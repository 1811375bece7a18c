import { remoteLifecycles } from '@seats/sdk'
import { App } from './App'

export const { bootstrap, mount, unmount } = remoteLifecycles('landing', App)
