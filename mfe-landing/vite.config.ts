import { federation } from '@module-federation/vite'
import { deferSharedLibraries, devPorts, gatewayProxy, remoteShared, sdkEntries } from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const port = devPorts.landing

// In the shell only the screens after the home page import these (lazily): the home page never loads them.
const afterTheHomePage = ['@blueprintjs/core', 'react-router-dom', '@seats/sdk'] as const

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/landing/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    federation({
      name: 'landing',
      filename: 'remoteEntry.js',
      dts: false,
      // A remote that loads no remotes and no manifests: a smaller federation runtime in its entry.
      disableSnapshot: true,
      disableRemote: true,
      exposes: { './lifecycles': './src/lifecycles.tsx' },
      shared: remoteShared(command),
      // Built, it only ever runs inside the shell, which provides the federation runtime; the dev
      // server keeps its own so the remote can also run alone.
      experiments: { externalRuntime: command === 'build' },
    }),
    // Not at the container's start either (the standalone entry imports them statically).
    deferSharedLibraries(afterTheHomePage),
  ],
  // Dev: assets must point at this server even when the shell on :5173 loads them.
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: gatewayProxy() },
  preview: { port, strictPort: true, cors: true, proxy: gatewayProxy() },
  optimizeDeps: { exclude: [...sdkEntries] },
  build: {
    target: 'esnext',
    // The federation plugin groups each shared library's wrapper chunk with everything it imports, so
    // React, react-dom and Blueprint (or the sdk's core and all of the sdk) would share one file;
    // without that, each shared library is its own chunk and loads only when it is needed.
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false } } },
  },
}))
