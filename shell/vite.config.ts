import { federation } from '@module-federation/vite'
import {
  deferSharedLibraries,
  devPorts,
  gatewayProxy,
  sdkEntries,
  sharedSingletons,
} from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The host: remotes are registered at run time from /remotes.json (src/remotes.ts), never at build time.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    federation({
      name: 'shell',
      dts: false,
      // Remotes come from remotes.json as plain remoteEntry.js URLs: no manifest snapshots to support.
      disableSnapshot: true,
      remotes: {},
      shared: sharedSingletons,
      // Each shared library loads when something first imports it: the light home page needs React
      // and the sdk's core, not Blueprint or the router (the default preloads every one at start-up).
      shareStrategy: 'loaded-first',
      // Built, one federation runtime on the page: the built remotes read the shell's instead of shipping
      // their own (their dev servers keep theirs, so dev provides none).
      experiments: { provideExternalRuntime: command === 'build' },
    }),
    // The home page needs only React and the sdk's core; the rest loads with the first screen that uses it.
    deferSharedLibraries(['@blueprintjs/core', 'react-router-dom', '@seats/sdk']),
  ],
  server: { port: devPorts.shell, strictPort: true, proxy: gatewayProxy() },
  preview: { port: 4173, strictPort: true, proxy: gatewayProxy() },
  optimizeDeps: { exclude: [...sdkEntries] },
  build: {
    target: 'esnext',
    // The federation plugin groups each shared library's wrapper chunk with everything it imports, so
    // React, react-dom and Blueprint (or the sdk's core and all of the sdk) would share one file;
    // without that, each shared library is its own chunk and loads only when it is needed.
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false } } },
  },
}))
