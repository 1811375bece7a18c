import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  BOOT_PRELOAD_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  DARK_THEME_CLASS,
  PRERENDERED_ATTRIBUTE,
  prerenderedPageSchema,
  SESSION_TOKEN_STORAGE_KEY,
  type PrerenderedPage,
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

interface Composed {
  signature: string
  /** Client path -> composed file's name in `dir`. */
  files: Map<string, string>
}

const normalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/**
 * The shell's page composed with the screens remotes rendered at build time (`prerendered/*.json` in a
 * remote's build), for the paths each declares, written once per change into a private folder so they
 * are sent like any static file (conditional GET, precompressed copies). Only a remote whose entry in
 * the manifest is this gateway's own copy takes part: markup from another build would not hydrate.
 * Sources are looked at again at most once a second, so a redeploy is picked up without a restart.
 */
export class PrerenderedPages {
  private current: Composed = { signature: '', files: new Map() }
  private checkedAt = 0
  private pending: Promise<void> | null = null
  private dirPromise: Promise<string> | null = null

  constructor(
    private readonly shellDist: string,
    private readonly remoteDists: Record<string, string>,
    private readonly manifest: RemotesManifest,
    private readonly log: Logger,
  ) {}

  /** The session checks' hashes, for the Content-Security-Policy of every document. */
  scriptHashes(): string[] {
    return [
      scriptHashSource(colorSchemeScript()),
      ...Object.keys(this.remoteDists).map((remote) => scriptHashSource(sessionCheckScript(remote))),
    ]
  }

  /** The composed page to send for a navigation to `pathname`, or null for the shell's own index.html. */
  async fileFor(pathname: string): Promise<{ root: string; file: string } | null> {
    if (Date.now() - this.checkedAt >= 1000) {
      this.pending ??= this.refresh().finally(() => (this.pending = null))
      await this.pending
    }
    const file = this.current.files.get(normalPath(pathname))
    return file ? { root: await this.directory(), file } : null
  }

  async close(): Promise<void> {
    if (this.dirPromise) await rm(await this.dirPromise, { recursive: true, force: true })
  }

  private directory(): Promise<string> {
    this.dirPromise ??= mkdtemp(path.join(os.tmpdir(), 'seats-pages-'))
    return this.dirPromise
  }

  /** The prerendered files of the remotes served from here, as [remote, file]. */
  private async sources(): Promise<Array<[string, string]>> {
    const entries = this.manifest.snapshot()?.entries ?? {}
    const found: Array<[string, string]> = []
    for (const [remote, dist] of Object.entries(this.remoteDists)) {
      if (!entries[remote]?.startsWith(`/remotes/${remote}/`)) continue
      const dir = path.join(dist, 'prerendered')
      const names = await readdir(dir).catch(() => [] as string[])
      for (const name of names.filter((n) => n.endsWith('.json')).sort())
        found.push([remote, path.join(dir, name)])
    }
    return found
  }

  private async refresh(): Promise<void> {
    this.checkedAt = Date.now()
    const shellIndex = path.join(this.shellDist, 'index.html')
    const sources = await this.sources()
    const stats = await Promise.all(
      [shellIndex, ...sources.map(([, file]) => file)].map((file) =>
        stat(file).then(
          (st) => `${file}:${st.ino}:${st.size}:${st.mtimeMs}`,
          () => `${file}:missing`,
        ),
      ),
    )
    const signature = stats.join('|')
    if (signature === this.current.signature) return
    try {
      this.current = { signature, files: await this.compose(shellIndex, sources) }
    } catch (err) {
      // The plain shell still works: it renders the same screens on the client.
      this.log.error({ err }, 'prerendered pages unusable, serving the shell alone')
      this.current = { signature, files: new Map() }
    }
  }

  private async compose(shellIndex: string, sources: Array<[string, string]>): Promise<Map<string, string>> {
    const files = new Map<string, string>()
    if (sources.length === 0) return files
    const shellHtml = await readFile(shellIndex, 'utf8')
    const dir = await this.directory()
    for (const [remote, source] of sources) {
      const page = prerenderedPageSchema.parse(JSON.parse(await readFile(source, 'utf8')))
      const html = composePage(shellHtml, remote, page)
      if (!html) {
        this.log.warn({ remote, source }, 'the shell has no container for a prerendered page')
        continue
      }
      // Named by content: a request still sending the previous version keeps its file.
      const name = `${createHash('sha256').update(html).digest('hex').slice(0, 16)}.html`
      const target = path.join(dir, name)
      if (!(await stat(target).catch(() => null))) {
        await writeFile(`${target}.tmp`, html)
        await rename(`${target}.tmp`, target)
      }
      for (const pagePath of page.paths) files.set(normalPath(pagePath), name)
    }
    const keep = new Set(files.values())
    for (const old of await readdir(dir))
      if (!keep.has(old) && !old.endsWith('.tmp')) await rm(path.join(dir, old), { force: true })
    return files
  }
}
