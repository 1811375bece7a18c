import type { Dirent } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Logger } from '@seats/kit'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type Encoding = 'br' | 'gzip'

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|map|svg|txt|xml|wasm|webmanifest)$/i
const MIN_BYTES = 1024
// Measured on the built front ends (10.8 MB): quality 11 saves 1% more than 10 for twice the CPU at start-up.
const BROTLI_QUALITY = 10

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file)
}

interface Entry {
  /** The source's size and mtime when the variants were made; a changed file makes them stale. */
  version: string
  variants: Partial<Record<Encoding, string>>
}

const versionOf = (st: { size: number; mtimeMs: number }) => `${st.size}:${st.mtimeMs}`

/**
 * Brotli and gzip copies of the static files, made once (at start-up and for files that appear later)
 * in a private temporary folder, so each request streams a ready file instead of compressing again.
 * Until a file's copies are ready it is sent uncompressed.
 */
export class Precompressor {
  private readonly entries = new Map<string, Entry>()
  private readonly pending = new Map<string, Promise<void>>()
  private dirPromise: Promise<string> | null = null
  private made = 0

  constructor(private readonly log: Logger) {}

  /** Compresses every suitable file under the roots, in the background. */
  warm(roots: readonly string[]): Promise<void> {
    return Promise.all(roots.map((root) => this.walk(root, root))).then(() => undefined)
  }

  /**
   * The ready copy of `file` (its stat given) in the best encoding the client accepts, or null; a
   * missing or stale copy is (re)made in the background.
   */
  variant(
    file: string,
    st: { size: number; mtimeMs: number },
    accepted: readonly Encoding[],
  ): { path: string; encoding: Encoding } | null {
    if (st.size < MIN_BYTES || !isCompressible(file)) return null
    const entry = this.entries.get(file)
    if (!entry || entry.version !== versionOf(st)) {
      void this.compress(file)
      return null
    }
    for (const encoding of accepted) {
      const p = entry.variants[encoding]
      if (p) return { path: p, encoding }
    }
    return null
  }

  async close(): Promise<void> {
    const dir = this.dirPromise && (await this.dirPromise.catch(() => null))
    if (dir) await rm(dir, { recursive: true, force: true })
  }

  /** The temporary folder the copies live in (send() serves them from there, as a root). */
  directory(): Promise<string> {
    this.dirPromise ??= mkdtemp(path.join(os.tmpdir(), 'seats-gateway-'))
    return this.dirPromise
  }

  private async walk(root: string, dir: string): Promise<void> {
    let names: Dirent[]
    try {
      names = await readdir(dir, { withFileTypes: true })
    } catch (err) {
      this.log.warn({ err, dir }, 'cannot list a static folder')
      return
    }
    for (const d of names) {
      const full = path.join(dir, d.name)
      if (d.isDirectory()) await this.walk(root, full)
      else if (d.isFile() && isCompressible(d.name)) await this.compress(full)
    }
  }

  private compress(file: string): Promise<void> {
    let job = this.pending.get(file)
    if (!job) {
      job = this.make(file)
        .catch((err: unknown) => this.log.warn({ err, file }, 'precompression failed'))
        .finally(() => this.pending.delete(file))
      this.pending.set(file, job)
    }
    return job
  }

  private async make(file: string): Promise<void> {
    const before = await stat(file)
    if (before.size < MIN_BYTES) return
    const source = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    const after = await stat(file)
    // Changed while being read: the next request makes a new copy.
    if (versionOf(before) !== versionOf(after)) return
    const dir = await this.directory()
    const variants: Entry['variants'] = {}
    const base = path.join(dir, String(++this.made), path.basename(file))
    await mkdir(path.dirname(base), { recursive: true })
    // A copy is kept only when it saves something worth the decoding.
    if (br.length < source.length * 0.9) {
      await writeFile(`${base}.br`, br)
      variants.br = `${base}.br`
    }
    if (gz.length < source.length * 0.9) {
      await writeFile(`${base}.gz`, gz)
      variants.gzip = `${base}.gz`
    }
    this.entries.set(file, { version: versionOf(before), variants })
  }
}
