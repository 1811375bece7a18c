import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  BOOT_PRELOAD_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  compareSpecificity,
  DARK_THEME_CLASS,
  matchPattern,
  PREFETCH_PLAN_ELEMENT_ID,
  PREFETCHED_GLOBAL,
  PRERENDERED_ATTRIBUTE,
  prerenderedPageSchema,
  remotePreloadsSchema,
  routeManifestSchema,
  SESSION_TOKEN_STORAGE_KEY,
  type PatternMatch,
  type PrefetchPlan,
  type PrerenderedPage,
  type RemotePreloads,
} from '@seats/contracts'
import type { Logger } from '@seats/kit'
import type { RemotesManifest } from './manifest'

/**
 * Runs right after the prerendered markup: a visitor with a session is sent elsewhere by the shell
 * (a warden at '/' goes to the map), so the page a visitor without one sees is never painted for them.
 */
export function sessionCheckScript(remote: string): string {
  const key = JSON.stringify(SESSION_TOKEN_STORAGE_KEY)
  const id = JSON.stringify(`mfe-${remote}`)
  const mark = JSON.stringify(PRERENDERED_ATTRIBUTE)
  return `try{if(localStorage.getItem(${key})){var c=document.getElementById(${id});c.replaceChildren();c.removeAttribute(${mark})}}catch(e){}`
}

/**
 * Runs as the body opens: the dark theme, when chosen or the system's, is on before the prerendered page
 * first paints (the shell's colour scheme takes over when its code runs; it decides the same way).
 */
export function colorSchemeScript(): string {
  const key = JSON.stringify(COLOR_SCHEME_STORAGE_KEY)
  const dark = JSON.stringify(DARK_THEME_CLASS)
  return `try{var p=localStorage.getItem(${key});if(p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches)){document.body.classList.add(${dark});document.documentElement.style.colorScheme="dark";document.documentElement.dataset.colorScheme="dark"}}catch(e){}`
}

/**
 * Runs first in a screen's page: starts the requests its code would make only after loading (the
 * remotes' manifests; with a stored session the user and the screen's data, `PrefetchPlan`) and leaves
 * them in `window[PREFETCHED_GLOBAL]` for the sdk's `takePrefetched`. The route whose pattern consumes
 * the most segments of the path wins, as in the shell; a :param outside [A-Za-z0-9_-] fills in nothing.
 */
export function prefetchScript(): string {
  const plan = JSON.stringify(PREFETCH_PLAN_ELEMENT_ID)
  const store = JSON.stringify(PREFETCHED_GLOBAL)
  const key = JSON.stringify(SESSION_TOKEN_STORAGE_KEY)
  return [
    `try{var s=window[${store}]={},p=JSON.parse(document.getElementById(${plan}).textContent),n=Date.now();`,
    `var go=function(u,t){var h={Accept:"application/json"};if(t)h.Authorization="Bearer "+t;`,
    `var r=fetch(u,{credentials:"include",headers:h});r.catch(function(){});s[u]={at:n,token:t,response:r}};`,
    `p.public.forEach(function(u){go(u,null)});var t=localStorage.getItem(${key});`,
    `if(t){var g=location.pathname.split("/").filter(Boolean),b=null;`,
    `p.routes.forEach(function(r){var q={},c=0,ok=r.pattern.split("/").filter(Boolean).every(function(w){`,
    `var v=g[c];if(w[0]===":"){var o=w.slice(-1)==="?";if(v===undefined)return o;if(!/^[\\w-]+$/.test(v))return false;`,
    `q[w.slice(1,o?-1:undefined)]=v}else if(v!==w)return false;c++;return true});`,
    `if(ok&&!(r.exact&&c<g.length)&&(!b||c>b.c))b={r:r,q:q,c:c}});`,
    `p.user.concat(b?b.r.data:[]).forEach(function(u){var f=true;`,
    `u=u.replace(/:(\\w+)/g,function(_,k){if(!b||!b.q[k])f=false;return b&&b.q[k]||""});if(f)go(u,t)})}}catch(e){}`,
  ].join('')
}

/** The screen page's plan and the script that carries it out, first thing in the head. */
export function withPrefetchPlan(shellHtml: string, plan: PrefetchPlan): string {
  // Inside a <script> element only "</script" (or "<!--") could end or bend it.
  const json = JSON.stringify(plan).replace(/</g, '\\u003c')
  return shellHtml.replace(
    /<head[^>]*>/,
    (head) =>
      `${head}<script type="application/json" id="${PREFETCH_PLAN_ELEMENT_ID}">${json}</script><script>${prefetchScript()}</script>`,
  )
}

/** A Content-Security-Policy source that allows exactly this inline script. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

const bootPreloads = new RegExp(`<link\\b[^>]*\\s${BOOT_PRELOAD_ATTRIBUTE}\\b[^>]*>\\s*`, 'g')

/**
 * The shell's page with a remote's prerendered screen in its container and the screen's CSS in the head,
 * without the preloads of the app shell's boot (bandwidth the first paint needs); null when the page has
 * no empty container for that remote (a shell this gateway does not know).
 */
export function composePage(shellHtml: string, remote: string, page: PrerenderedPage): string | null {
  const container = new RegExp(`(<div id="mfe-${remote}"[^>]*)></div>`)
  if (!container.test(shellHtml) || !shellHtml.includes('</head>') || !/<body[^>]*>/.test(shellHtml))
    return null
  // Inside <style> only "</style" could end the element early.
  const css = page.css.replace(/<\/style/gi, '<\\/style')
  return shellHtml
    .replace(bootPreloads, '')
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(/<body[^>]*>/, (body) => `${body}<script>${colorSchemeScript()}</script>`)
    .replace(
      container,
      (_, open: string) =>
        `${open} ${PRERENDERED_ATTRIBUTE}>${page.html}</div><script>${sessionCheckScript(remote)}</script>`,
    )
}

/** The shell's page announcing a remote's first files (code and styles), so they download beside the shell's own. */
export function withRemotePreloads(shellHtml: string, remote: string, preloads: RemotePreloads): string {
  const links = [
    ...preloads.modules.map(
      (file) => `<link rel="modulepreload" crossorigin href="/remotes/${remote}/${file}">`,
    ),
    ...preloads.styles.map((file) => `<link rel="preload" as="style" href="/remotes/${remote}/${file}">`),
  ].join('')
  return shellHtml.replace('</head>', () => `${links}</head>`)
}

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
