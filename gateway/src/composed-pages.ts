import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  compareSpecificity,
  matchPattern,
  prerenderedPageSchema,
  remotePreloadsSchema,
  routeManifestSchema,
  type PatternMatch,
  type PrefetchPlan,
} from '@seats/contracts'
import type { Logger } from '@seats/kit'
import type { RemotesManifest } from './manifest'
import { composePage, withPrefetchPlan, withRemotePreloads } from './page-markup'
import { colorSchemeScript, prefetchScript, scriptHashSource, sessionCheckScript } from './page-scripts'

interface Composed {
  signature: string
  /** Client path -> composed file's name in `dir` (prerendered pages). */
  exact: Map<string, string>
  /** The remotes' route patterns, each with its remote's page (the shell's, with that remote's preloads). */
  routes: Array<{ pattern: string; exact: boolean; file: string }>
}

const normalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** A remote served from here, and the files of its build the pages are made from. */
interface RemoteSources {
  remote: string
  prerendered: string[]
  routes: string
  preloads: string
}

/**
 * The shell's page as sent for each client path, composed from the remotes' builds served here: a
 * screen rendered at build time (`prerendered/*.json`) for the paths it declares, and for every other
 * path a remote owns (its `routes.json`) the page listing that remote's first files (`preloads.json`).
 * Written once per change into a private folder, so they are sent like any static file (conditional
 * GET, precompressed copies). Only a remote whose entry in the manifest is this gateway's own copy takes
 * part: files from another build would not be the ones the page loads. Sources are looked at again at
 * most once a second, so a redeploy is picked up without a restart.
 */
export class ComposedPages {
  private current: Composed = { signature: '', exact: new Map(), routes: [] }
  private checkedAt = 0
  private pending: Promise<void> | null = null
  private dirPromise: Promise<string> | null = null

  constructor(
    private readonly shellDist: string,
    private readonly remoteDists: Record<string, string>,
    private readonly manifest: RemotesManifest,
    private readonly log: Logger,
  ) {}

  /** The inline scripts' hashes, for the Content-Security-Policy of every document. */
  scriptHashes(): string[] {
    return [
      scriptHashSource(colorSchemeScript()),
      scriptHashSource(prefetchScript()),
      ...Object.keys(this.remoteDists).map((remote) => scriptHashSource(sessionCheckScript(remote))),
    ]
  }

  /** The composed page to send for a navigation to `pathname`, or null for the shell's own index.html. */
  async fileFor(pathname: string): Promise<{ root: string; file: string } | null> {
    if (Date.now() - this.checkedAt >= 1000) {
      this.pending ??= this.refresh().finally(() => (this.pending = null))
      await this.pending
    }
    const path = normalPath(pathname)
    let file = this.current.exact.get(path) ?? null
    if (!file) {
      let best: { file: string; match: PatternMatch } | null = null
      for (const route of this.current.routes) {
        const match = matchPattern(route.pattern, path, route.exact)
        if (match && (!best || compareSpecificity(match.specificity, best.match.specificity) > 0))
          best = { file: route.file, match }
      }
      file = best?.file ?? null
    }
    return file ? { root: await this.directory(), file } : null
  }

  async close(): Promise<void> {
    if (this.dirPromise) await rm(await this.dirPromise, { recursive: true, force: true })
  }

  private directory(): Promise<string> {
    this.dirPromise ??= mkdtemp(path.join(os.tmpdir(), 'seats-pages-'))
    return this.dirPromise
  }

  private async sources(): Promise<RemoteSources[]> {
    const entries = this.manifest.snapshot()?.entries ?? {}
    const found: RemoteSources[] = []
    for (const [remote, dist] of Object.entries(this.remoteDists)) {
      if (!entries[remote]?.startsWith(`/remotes/${remote}/`)) continue
      const dir = path.join(dist, 'prerendered')
      const names = await readdir(dir).catch(() => [] as string[])
      found.push({
        remote,
        prerendered: names
          .filter((n) => n.endsWith('.json'))
          .sort()
          .map((n) => path.join(dir, n)),
        routes: path.join(dist, 'routes.json'),
        preloads: path.join(dist, 'preloads.json'),
      })
    }
    return found
  }

  private async refresh(): Promise<void> {
    this.checkedAt = Date.now()
    const shellIndex = path.join(this.shellDist, 'index.html')
    const sources = await this.sources()
    const files = [shellIndex, ...sources.flatMap((s) => [...s.prerendered, s.routes, s.preloads])]
    const stats = await Promise.all(
      files.map((file) =>
        stat(file).then(
          (st) => `${file}:${st.ino}:${st.size}:${st.mtimeMs}`,
          () => `${file}:missing`,
        ),
      ),
    )
    const signature = stats.join('|')
    if (signature === this.current.signature) return
    const next: Composed = { signature, exact: new Map(), routes: [] }
    const shellHtml = await readFile(shellIndex, 'utf8').catch(() => null)
    // Every screen's page fetches the manifests the shell reads first: remotes.json and each routes.json.
    const manifests = ['/remotes.json', ...sources.map((s) => `/remotes/${s.remote}/routes.json`)]
    // Without the shell's page there is nothing to compose: the static files answer as they can.
    if (shellHtml !== null)
      for (const source of sources) {
        try {
          await this.composeRemote(shellHtml, source, manifests, next)
        } catch (err) {
          // That remote's screens get the plain shell, which renders them on the client all the same.
          this.log.error(
            { err, remote: source.remote },
            'a remote’s pages cannot be composed, serving the shell alone',
          )
        }
      }
    this.current = next
    await this.removeStale(new Set([...next.exact.values(), ...next.routes.map((r) => r.file)]))
  }

  private async composeRemote(
    shellHtml: string,
    source: RemoteSources,
    manifests: string[],
    into: Composed,
  ): Promise<void> {
    const { remote } = source
    for (const file of source.prerendered) {
      const page = prerenderedPageSchema.parse(JSON.parse(await readFile(file, 'utf8')))
      const html = composePage(shellHtml, remote, page)
      if (!html) {
        this.log.warn({ remote, file }, 'the shell has no container for a prerendered page')
        continue
      }
      const name = await this.write(html)
      for (const pagePath of page.paths) into.exact.set(normalPath(pagePath), name)
    }
    const [routes, preloads] = await Promise.all(
      [source.routes, source.preloads].map((file) => readFile(file, 'utf8').then(JSON.parse, () => null)),
    )
    // A build from before preloads existed: its screens get the plain shell.
    if (!routes || !preloads) return
    const manifest = routeManifestSchema.parse(routes)
    const plan: PrefetchPlan = {
      public: manifests,
      user: ['/api/users/me'],
      routes: manifest.routes.map((r) => ({ pattern: r.path, exact: r.exact ?? false, data: r.data ?? [] })),
    }
    const withPreloads = withRemotePreloads(shellHtml, remote, remotePreloadsSchema.parse(preloads))
    const name = await this.write(withPrefetchPlan(withPreloads, plan))
    for (const route of manifest.routes)
      into.routes.push({ pattern: route.path, exact: route.exact ?? false, file: name })
  }

  /** Writes a page under a name made of its content: a request still sending the previous version keeps its file. */
  private async write(html: string): Promise<string> {
    const name = `${createHash('sha256').update(html).digest('hex').slice(0, 16)}.html`
    const target = path.join(await this.directory(), name)
    if (!(await stat(target).catch(() => null))) {
      await writeFile(`${target}.tmp`, html)
      await rename(`${target}.tmp`, target)
    }
    return name
  }

  private async removeStale(keep: Set<string>): Promise<void> {
    const dir = await this.directory()
    for (const old of await readdir(dir))
      if (!keep.has(old) && !old.endsWith('.tmp')) await rm(path.join(dir, old), { force: true })
  }
}
