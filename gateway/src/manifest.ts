import { readFile, stat } from 'node:fs/promises'
import type { Logger } from '@seats/kit'

export interface ManifestSnapshot {
  /** The file's bytes as last read, served as is. */
  body: Buffer
  /** Origins of remotes that live on another origin (absolute http(s) entries). */
  origins: string[]
  /** Each remote's entry URL, as written. */
  entries: Record<string, string>
}

/** Remote name -> its entry URL (the manifest already checked by remoteOrigins). */
export function remoteEntries(manifest: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : String((value as { entry: string }).entry),
    ]),
  )
}

/**
 * Remote entries are "url" or { entry: "url", routes?: "url", ... } (routes: the remote's route
 * manifest, fetched by the shell); relative ones share the page's origin.
 */
export function remoteOrigins(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
    throw new Error('the manifest is not an object')
  const origins = new Set<string>()
  const addOrigin = (address: string) => {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(address) && !address.startsWith('//')) return
    const url = new URL(address, 'http://relative.invalid')
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported URL ${address}`)
    origins.add(url.origin)
  }
  for (const value of Object.values(manifest)) {
    const spec =
      typeof value === 'string' ? { entry: value } : (value as { entry?: unknown; routes?: unknown } | null)
    if (typeof spec?.entry !== 'string') throw new Error('a remote has no entry')
    addOrigin(spec.entry)
    if (spec.routes === undefined) continue
    if (typeof spec.routes !== 'string') throw new Error('a remote has a routes value that is not a URL')
    addOrigin(spec.routes)
  }
  return [...origins].sort()
}

/**
 * The remotes manifest, re-read when the file changes (size, mtime or inode), so a remote can move
 * without a restart. A file that does not parse keeps the last good version in service.
 */
export class RemotesManifest {
  private current: ManifestSnapshot | null = null
  private signature = ''
  private checkedAt = 0
  private pending: Promise<void> | null = null

  constructor(
    private readonly file: string | undefined,
    private readonly log: Logger,
  ) {}

  snapshot(): ManifestSnapshot | null {
    return this.current
  }

  /** Looks at the file again unless it was looked at within `maxAgeMs`. */
  async refresh(maxAgeMs = 0): Promise<ManifestSnapshot | null> {
    if (!this.file) return null
    if (maxAgeMs > 0 && Date.now() - this.checkedAt < maxAgeMs) return this.current
    this.pending ??= this.load(this.file).finally(() => (this.pending = null))
    await this.pending
    return this.current
  }

  private async load(file: string): Promise<void> {
    this.checkedAt = Date.now()
    let signature: string
    try {
      const st = await stat(file)
      signature = `${st.ino}:${st.size}:${st.mtimeMs}`
    } catch (err) {
      signature = `missing:${(err as NodeJS.ErrnoException).code ?? 'error'}`
      if (signature !== this.signature) this.log.error({ err, file }, 'remotes manifest missing')
      this.signature = signature
      return
    }
    if (signature === this.signature) return
    this.signature = signature
    try {
      const body = await readFile(file)
      const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>
      const origins = remoteOrigins(parsed)
      this.current = { body, origins, entries: remoteEntries(parsed) }
      this.log.info({ file, origins }, 'remotes manifest loaded')
    } catch (err) {
      this.log.error(
        { err, file },
        this.current
          ? 'remotes manifest unreadable, keeping the last good one'
          : 'remotes manifest unreadable',
      )
    }
  }
}
