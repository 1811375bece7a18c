import { chunkClosure as closure } from '@seats/sdk/federation'
import type { Plugin } from 'vite'

/** The contracts' BOOT_PRELOAD_ATTRIBUTE (a Vite config cannot load the contracts' TypeScript; a test holds them equal). */
export const BOOT_PRELOAD_ATTRIBUTE = 'data-boot-preload'

interface Chunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  isEntry: boolean
  imports: string[]
}
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string }>

/** How the federation plugin spells a package in its chunks' names ('@', '/', '-' escaped). */
const federationName = (pkg: string) =>
  pkg.replaceAll('@', '_mf_0_').replaceAll('/', '_mf_1_').replaceAll('-', '_mf_2_')

function chunkOf(bundle: Bundle, test: (chunk: Chunk) => boolean, what: string): Chunk {
  const found = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && test(c))
  if (!found) throw new Error(`boot preloads: no chunk for ${what} in the build`)
  return found
}

/**
 * `<link rel="modulepreload">` in index.html for what every boot past the home page runs: the shared
 * libraries (React, React DOM) and the app shell with what it imports (the sdk, the router and Blueprint in it). Without
 * them the federation runtime asks for one after another, each a round trip later (about twenty hops,
 * 4 s on a 4G phone); with them they download side by side from the start. Shared libraries appear in
 * the build under the federation plugin's names: a missing one fails the build rather than the page.
 */
export function bootPreloads(opts: { sharedLibraries: readonly string[]; appShell: string }): Plugin {
  return {
    name: 'seats:boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, ctx) {
        const bundle = (ctx.bundle ?? {}) as unknown as Bundle
        const roots = [
          ...opts.sharedLibraries.map((pkg) =>
            chunkOf(
              bundle,
              (c) => c.fileName.includes(`__prebuild__${federationName(pkg)}__prebuild__`),
              pkg,
            ),
          ),
          chunkOf(bundle, (c) => c.facadeModuleId?.endsWith(opts.appShell) === true, opts.appShell),
        ]
        // Vite preloads the entry's own imports already.
        const entries = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk' && c.isEntry)
        const preloaded = new Set(closure(bundle, entries))
        const files = closure(bundle, roots).filter((file) => !preloaded.has(file))
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, [BOOT_PRELOAD_ATTRIBUTE]: '' },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
