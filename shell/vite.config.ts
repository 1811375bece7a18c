import { federation } from '@module-federation/vite'
import { lightIconNames, pruneBlueprintCss } from '@seats/sdk/blueprint-trims'
import {
  deferSharedLibraries,
  devPorts,
  gatewayProxy,
  sdkEntries,
  sharedSingletons,
} from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { BOOT_PRELOAD_ATTRIBUTE, bootPreloads } from './boot-preloads'

/**
 * The Hebrew faces the app's screens draw their text in, preloaded from the page's head: without this
 * they are asked for only once the stylesheet is parsed and a layout needs them, a round trip later.
 * Marked as boot preloads: the prerendered home page paints in the fallback face first (swap), and on a
 * slow network these would take bandwidth from its stylesheet (LCP 1.57 s with them, 1.40 s without).
 */
function preloadFonts(names: readonly string[]): Plugin {
  return {
    name: 'seats:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) =>
          names.some((name) => file.startsWith(`assets/${name}-`) && file.endsWith('.woff2')),
        )
        if (files.length !== names.length) throw new Error(`fonts to preload not all in the build: ${files}`)
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${file}`,
            [BOOT_PRELOAD_ATTRIBUTE]: '',
          },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

// The host: remotes are registered at run time from /remotes.json (src/remotes.ts), never at build time.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Blueprint is bundled here: without its table of every icon name (icons load by name).
    lightIconNames(),
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
    // The home page needs only React and the sdk's core; the sdk (with the router and Blueprint) loads with
    // the first screen that uses it.
    deferSharedLibraries(['@seats/sdk']),
    // Body text (400) and headings (700 and up) of the Hebrew subset; the rest load as the page needs them.
    preloadFonts(['heebo-hebrew-400-normal', 'heebo-hebrew-700-normal']),
    bootPreloads({
      sharedLibraries: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'],
      appShell: 'src/app-shell.tsx',
    }),
  ],
  // The page-wide stylesheet without the rules of Blueprint components the product never renders.
  css: { postcss: { plugins: [pruneBlueprintCss()] } },
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
