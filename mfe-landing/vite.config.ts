import { federation } from '@module-federation/vite'
import {
  deferSharedLibraries,
  remoteDevServer,
  remoteFederation,
  remotePreloadsFile,
  routeManifestFile,
  sdkEntries,
} from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { prerenderedPage } from './prerender-plugin'
import { routes } from './src/routes'

// In the shell only the screens after the home page import these (lazily): the home page never loads them.
const afterTheHomePage = ['@seats/sdk'] as const

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/landing/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    federation(remoteFederation('landing', command)),
    // Not at the container's start either (the standalone entry imports them statically).
    deferSharedLibraries(afterTheHomePage),
    // routes.json next to remoteEntry.js: what the shell reads to route, guard, title and link.
    routeManifestFile(routes),
    // preloads.json: what a page of this remote needs first, for the gateway to list in the page.
    remotePreloadsFile(['src/lifecycles.tsx', 'src/App.tsx']),
    // The home page as HTML with its CSS (prerendered/home.json): the gateway serves it inside the shell's
    // page, so it paints before any JavaScript runs, and mounting hydrates it.
    prerenderedPage({
      name: 'home',
      entry: '/src/prerender/home.tsx',
      exportName: 'prerenderHome',
      stylesOf: 'src/App.tsx',
    }),
  ],
  server: remoteDevServer('landing'),
  optimizeDeps: { exclude: [...sdkEntries] },
  build: {
    target: 'esnext',
    // The federation plugin groups each shared library's wrapper chunk with everything it imports, so
    // React, react-dom and Blueprint (or the sdk's core and all of the sdk) would share one file;
    // without that, each shared library is its own chunk and loads only when it is needed.
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false } } },
  },
}))
