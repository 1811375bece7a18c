// Plain JavaScript: vite.config files load it with Node, which does not read TypeScript from packages.

/**
 * Module Federation `shared` settings for the shell and every remote. All are singletons: one React,
 * one router, one Blueprint (one overlay stack) and one @seats/sdk (one session, API client, socket and
 * toaster) per page. The router and Blueprint come inside the sdk, which re-exports the parts in use
 * (a shared package is never tree-shaken: sharing the packages themselves shipped the whole of each). The host provides them; a remote's own copy is only a fallback for running alone.
 * Shared modules load when first imported (the shell's `shareStrategy: 'loaded-first'`), not all at start-up.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  '@seats/sdk': { singleton: true, requiredVersion: '^0.1.0' },
  // The light entry (no Blueprint, socket or zod) that the shell's boot and the landing page use alone.
  '@seats/sdk/core': { singleton: true, requiredVersion: '^0.1.0' },
}

/**
 * What a remote shares. Built, a remote runs only inside the shell (it reads the shell's federation
 * runtime), and the shell provides every singleton: so every share is consume-only, no fallback copy
 * is bundled, and none is evaluated beside the shell's (a second sdk would be a second session and
 * socket). The dev server keeps its own copies, so a remote can also run alone there.
 */
export function remoteShared(command) {
  if (command !== 'build') return sharedSingletons
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([key, options]) => [key, { ...options, import: false }]),
  )
}

/**
 * Dev servers must not pre-bundle the sdk: the full sdk imports its core by package name, and a
 * pre-bundled core would be a second copy beside the one served from source (two navigators, two
 * colour schemes). Spread into each config's `optimizeDeps.exclude`.
 */
export const sdkEntries = ['@seats/sdk', '@seats/sdk/core']

/** Dev servers: the shell on 5173, the remotes next to it. */
export const devPorts = { shell: 5173, landing: 5174, seating: 5175, admin: 5176 }

/** Same-origin API and socket in development too: every dev server forwards them to the gateway. */
export function gatewayProxy(gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080') {
  return {
    '/api': { target: gatewayUrl },
    '/socket.io': { target: gatewayUrl, ws: true },
  }
}

/**
 * @module-federation/vite loads every shared library a build uses when the container starts (it marks
 * them `materialize: true` in its generated import map). This marks the given ones `false`, so they
 * load when first imported: the light home page then never fetches Blueprint, the router or the
 * full sdk. The runtime still registers them as providers; only the eager download goes.
 */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export function deferSharedLibraries(keys) {
  return {
    name: 'seats:defer-shared-libraries',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('localSharedImportMap')) return null
      let next = code
      for (const key of keys) {
        const name = escapeRegExp(JSON.stringify(key))
        // A share with a local copy: `name: "<key>", ... materialize: true`; a consume-only one
        // (import: false): `__mfConsumeOnly("<key>", "<version>", "<scope>", true, ...)`.
        next = next
          .replace(new RegExp(`(name:\\s*${name},[\\s\\S]*?materialize:\\s*)true`), '$1false')
          .replace(new RegExp(`(__mfConsumeOnly\\(${name},\\s*"[^"]*",\\s*"[^"]*",\\s*)true`), '$1false')
      }
      // Consume-only shares are otherwise fetched from the host when the container starts, unless the
      // plugin counts them as reached only through import(); these are, in what the shell loads.
      next = next.replace('"__MF_LAZY_CONSUME_ONLY_SHARES__"', JSON.stringify(keys))
      return next === code ? null : { code: next, map: null }
    },
  }
}

/**
 * A remote's Module Federation options: it exposes its single-spa lifecycles, loads no remotes or
 * manifests of its own (a smaller runtime), shares as `remoteShared` says and, built, reads the
 * shell's federation runtime instead of shipping one (the dev server keeps its own).
 */
export function remoteFederation(name, command) {
  return {
    name,
    filename: 'remoteEntry.js',
    dts: false,
    disableSnapshot: true,
    disableRemote: true,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    shared: remoteShared(command),
    experiments: { externalRuntime: command === 'build' },
  }
}

/**
 * Emits the remote's route manifest as `routes.json` next to its remoteEntry.js (and serves it from the
 * dev server), where the shell reads it without running any of the remote's code. The manifest is the
 * remote's `src/routes.ts`; its unit test checks it against the contracts' schema.
 */
export function routeManifestFile(manifest) {
  const json = `${JSON.stringify(manifest, null, 2)}\n`
  return {
    name: 'seats:route-manifest',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/routes.json') return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        // The shell's dev server is another origin.
        res.setHeader('Access-Control-Allow-Origin', '*')
        res.end(json)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: json })
    },
  }
}

/** A remote's dev server: its own port, assets addressed to it even inside the shell's page, the API through the gateway. */
export function remoteDevServer(name) {
  const port = devPorts[name]
  return { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: gatewayProxy() }
}

/**
 * A remote's first screen in one file rather than a dozen: every module `root` imports statically (its own
 * code, the small helpers it shares with its other screens), except the federation's shared-module
 * wrappers, zod, and modules some screen loads on demand. A contracts module counts only when nothing it
 * imports, however deep, is zod: schemas stay with the screens and forms that check input. Spread into
 * `build.rolldownOptions.output.codeSplitting`.
 */
export function firstScreenChunk(root, name = 'screen') {
  const contracts = /[\\/]services[\\/]contracts[\\/]/
  const zod = /[\\/]node_modules[\\/](\.pnpm[\\/]zod@[^\\/]+[\\/]node_modules[\\/])?zod[\\/]/
  const federated = (id) => id.startsWith('\0virtual:mf') || id.includes('__mf__')
  let closure = null
  const zodFree = new Map()

  function freeOfZod(id, ctx, visiting = new Set()) {
    if (zodFree.has(id)) return zodFree.get(id)
    if (zod.test(id)) return false
    if (visiting.has(id)) return true
    visiting.add(id)
    const free = (ctx.getModuleInfo(id)?.importedIds ?? []).every((next) => freeOfZod(next, ctx, visiting))
    zodFree.set(id, free)
    return free
  }

  function staticClosure(ctx) {
    const start = `${process.cwd()}/${root}`
    const seen = new Set()
    const queue = [start]
    while (queue.length > 0) {
      const id = queue.shift()
      if (seen.has(id) || federated(id) || zod.test(id)) continue
      const info = ctx.getModuleInfo(id)
      // A module another screen imports on demand keeps its own chunk; contracts are judged one by one.
      if (!info || (id !== start && info.dynamicImporters.length > 0) || contracts.test(id)) continue
      seen.add(id)
      queue.push(...info.importedIds)
    }
    return seen
  }

  return {
    groups: [
      {
        debugName: `first screen (${root})`,
        name(id, ctx) {
          closure ??= staticClosure(ctx)
          if (closure.has(id)) return name
          return contracts.test(id) && freeOfZod(id, ctx) ? name : null
        },
      },
    ],
  }
}

/** The build's file names of `roots` and of every chunk they import statically, each once. */
export function chunkClosure(bundle, roots) {
  const seen = new Set()
  const visit = (fileName) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
  }
  roots.forEach((root) => visit(root.fileName))
  return [...seen]
}

/**
 * Emits `preloads.json` next to remoteEntry.js (contracts' RemotePreloads): the remote's entry, the
 * federation's import map, and the chunks of `modules` (its lifecycles and app, say) with everything
 * they import statically, and their CSS. A server that knows a page belongs to this remote lists them in
 * the page, so they download at once instead of in the chain the runtime would walk.
 */
// A module's chunk, or the entry facade that re-exports it from a grouped chunk (firstScreenChunk).
const moduleIdsOf = (chunk) =>
  chunk.facadeModuleId ? [...chunk.moduleIds, chunk.facadeModuleId] : chunk.moduleIds

export function remotePreloadsFile(modules) {
  return {
    name: 'seats:remote-preloads',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const roots = chunks.filter(
        (chunk) =>
          chunk.fileName === 'remoteEntry.js' ||
          chunk.fileName.includes('localSharedImportMap') ||
          modules.some((module) => moduleIdsOf(chunk).some((id) => id.endsWith(`/${module}`))),
      )
      const holds = (name) => roots.some((chunk) => chunk.fileName === name || chunk.fileName.includes(name))
      const found = (module) =>
        roots.some((chunk) => moduleIdsOf(chunk).some((id) => id.endsWith(`/${module}`)))
      if (!holds('remoteEntry.js') || !holds('localSharedImportMap') || !modules.every(found))
        throw new Error(
          `remote preloads: not every one of remoteEntry.js, ${modules.join(', ')} is in the build`,
        )
      const files = chunkClosure(bundle, roots)
      const styles = new Set(files.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]))
      const preloads = { modules: files.sort(), styles: [...styles].sort() }
      this.emitFile({
        type: 'asset',
        fileName: 'preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      })
    },
  }
}
