import { federation } from '@module-federation/vite'
import {
  firstScreenChunk,
  remoteDevServer,
  remoteFederation,
  remotePreloadsFile,
  routeManifestFile,
  sdkEntries,
} from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { routes } from './src/routes'

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/seating/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    federation(remoteFederation('seating', command)),
    // routes.json next to remoteEntry.js: what the shell reads to route, guard, title and link.
    routeManifestFile(routes),
    // preloads.json: what a page of this remote needs first, for the gateway to list in the page.
    remotePreloadsFile(['src/lifecycles.tsx', 'src/App.tsx']),
  ],
  server: remoteDevServer('seating'),
  optimizeDeps: { exclude: [...sdkEntries] },
  build: {
    target: 'esnext',
    // The map, the screen a warden opens most, arrives as one file instead of a dozen small ones.
    rolldownOptions: { output: { codeSplitting: firstScreenChunk('src/lifecycles.tsx') } },
  },
}))
