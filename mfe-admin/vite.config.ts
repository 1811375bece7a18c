import { federation } from '@module-federation/vite'
import {
  remoteDevServer,
  remoteFederation,
  remotePreloadsFile,
  routeManifestFile,
  sdkEntries,
} from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { routes } from './src/routes'
import { withRoutesDemo } from './src/routes-demo/routes-demo'

// VITE_ROUTES_DEMO=1 adds a demo screen to routes.json and to the app (e2e: remote-routes.spec.ts).
const routesDemo = process.env.VITE_ROUTES_DEMO === '1'

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/admin/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    federation(remoteFederation('admin', command)),
    // routes.json next to remoteEntry.js: what the shell reads to route, guard, title and link.
    routeManifestFile(routesDemo ? withRoutesDemo(routes) : routes),
    // preloads.json: what a page of this remote needs first, for the gateway to list in the page.
    remotePreloadsFile(['src/lifecycles.tsx', 'src/App.tsx']),
  ],
  server: remoteDevServer('admin'),
  optimizeDeps: { exclude: [...sdkEntries] },
  build: { target: 'esnext' },
}))
