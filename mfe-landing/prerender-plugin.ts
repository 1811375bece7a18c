import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'

interface PrerenderOptions {
  /** The output's name: `prerendered/<name>.json` in the build. */
  name: string
  /** A module whose `exportName(css)` returns the page (contracts' PrerenderedPage), run by Vite's SSR loader. */
  entry: string
  exportName: string
  /** The client module whose chunk's stylesheets the page needs at first paint. */
  stylesOf: string
}

/**
 * After the client build, renders a screen to HTML with React's server renderer and writes it beside
 * the remote's files with the CSS the client build emitted for it, for the gateway to serve at once.
 * Vite's SSR loader runs the same source the client build bundled, without the federation plugin.
 */
export function prerenderedPage(opts: PrerenderOptions): Plugin {
  let config: ResolvedConfig
  return {
    name: 'seats:prerendered-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? config.build.outDir
      const stylesOf = path.resolve(config.root, opts.stylesOf)
      const chunk = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.moduleIds.includes(stylesOf),
      )
      if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk for ${opts.stylesOf} in the build`)
      const cssFiles = [...(chunk.viteMetadata?.importedCss ?? [])]
      const css = (await Promise.all(cssFiles.map((f) => readFile(path.join(outDir, f), 'utf8')))).join('\n')

      const server = await createServer({
        root: config.root,
        mode: config.mode,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      })
      let page: unknown
      try {
        const module = await server.ssrLoadModule(opts.entry)
        page = (module[opts.exportName] as (css: string) => unknown)(css)
      } finally {
        await server.close()
      }
      await mkdir(path.join(outDir, 'prerendered'), { recursive: true })
      await writeFile(path.join(outDir, 'prerendered', `${opts.name}.json`), JSON.stringify(page))
    },
  }
}
