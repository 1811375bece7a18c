import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Context, Middleware } from 'koa'
import mime from 'mime-types'
import send from 'send'
import { AppError } from '@seats/kit'
import type { RemotesManifest } from './manifest'
import { isCompressible, type Encoding, type Precompressor } from './precompress'
import type { ComposedPages } from './composed-pages'
import { isUnder, safeSegments } from './routes'
import { writeJsonError } from './error-replies'

export interface StaticOptions {
  /** The shell's build; unset serves no front end. */
  shellDist?: string | undefined
  /** Remote name -> its build, served at /remotes/<name>/. */
  remoteDists: Record<string, string>
  manifest: RemotesManifest
  precompressor?: Precompressor | null
  /** The shell's page composed with the remotes' builds (prerendered screens, preloads), per path. */
  pages?: ComposedPages | null
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** Vite names built assets `<name>-<8 character hash>.<ext>` under assets/; only those never change. */
export function isHashedAsset(segments: readonly string[]): boolean {
  const file = segments[segments.length - 1] ?? ''
  return (
    segments.length >= 2 &&
    segments[segments.length - 2] === 'assets' &&
    /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/.test(file)
  )
}

/** A browser navigating to a client route: the shell's index.html answers it. */
export function isClientRoute(ctx: Context, segments: readonly string[]): boolean {
  const last = segments[segments.length - 1] ?? ''
  return (
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    !last.includes('.') &&
    ctx.get('accept').includes('text/html')
  )
}

const notFound = (ctx: Context) => writeJsonError(ctx.res, 'not_found', ctx.state.requestId)

/**
 * The shell at /, each remote at /remotes/<name>/ and the manifest at /remotes.json. Files are sent by
 * `send` (conditional GET, ranges, traversal checks), from a precompressed copy when there is one.
 */
export function staticFiles(opts: StaticOptions): Middleware {
  const shellRoot = opts.shellDist ? path.resolve(opts.shellDist) : null
  const remoteRoots = new Map(
    Object.entries(opts.remoteDists).map(([name, dir]) => [name, path.resolve(dir)]),
  )

  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new AppError('method_not_allowed', { headers: { Allow: 'GET, HEAD' } })
    }
    if (ctx.path === '/remotes.json') return sendManifest(ctx, opts.manifest)

    const segments = safeSegments(ctx.path)
    if (!segments || segments.some((s) => s.startsWith('.'))) throw new AppError('not_found')

    if (isUnder(ctx.path, '/remotes')) {
      const root = remoteRoots.get(segments[1] ?? '')
      const rest = segments.slice(2)
      if (!root || rest.length === 0 || rest.at(-1) === '') throw new AppError('not_found')
      // Remotes may be loaded by a shell on another origin; they are public files.
      ctx.set('Access-Control-Allow-Origin', '*')
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
      return sendFile(ctx, root, rest, opts.precompressor ?? null)
    }

    if (!shellRoot) throw new AppError('not_found')
    const wantsShell = segments.length === 1 && segments[0] === ''
    if (wantsShell || isClientRoute(ctx, segments)) {
      const page = await opts.pages?.fileFor(ctx.path)
      if (page) return sendFile(ctx, page.root, [page.file], opts.precompressor ?? null)
      return sendFile(ctx, shellRoot, ['index.html'], opts.precompressor ?? null)
    }
    return sendFile(ctx, shellRoot, segments, opts.precompressor ?? null)
  }
}

async function sendManifest(ctx: Context, manifest: RemotesManifest): Promise<void> {
  const snapshot = await manifest.refresh()
  if (!snapshot) throw new AppError('not_found')
  // Moving a remote is a change of this file alone, so no one may keep a copy.
  ctx.set('Cache-Control', 'no-store')
  ctx.type = 'application/json; charset=utf-8'
  ctx.body = snapshot.body
}

function acceptedEncodings(ctx: Context): Encoding[] {
  return (['br', 'gzip'] as const).filter((e) => ctx.acceptsEncodings(e, 'identity') === e)
}

const urlPath = (segments: readonly string[]) => `/${segments.map(encodeURIComponent).join('/')}`

async function sendFile(
  ctx: Context,
  root: string,
  segments: readonly string[],
  precompressor: Precompressor | null,
): Promise<void> {
  const file = path.join(root, ...segments)
  if (!file.startsWith(root + path.sep)) throw new AppError('not_found')
  const st = await stat(file).catch(() => null)
  if (!st?.isFile()) throw new AppError('not_found')

  ctx.set('Cache-Control', isHashedAsset(segments) ? IMMUTABLE : REVALIDATE)
  let from = { root, urlPath: urlPath(segments) }
  let encoding: Encoding | null = null
  if (precompressor && isCompressible(file)) {
    ctx.vary('Accept-Encoding')
    const variant = precompressor.variant(file, st, acceptedEncodings(ctx))
    if (variant) {
      const dir = await precompressor.directory()
      from = { root: dir, urlPath: urlPath(path.relative(dir, variant.path).split(path.sep)) }
      encoding = variant.encoding
    }
  }

  ctx.respond = false
  const res = ctx.res
  // Koa starts every response at 404; send() only sets the statuses it decides (206, 304, 412).
  res.statusCode = 200
  await new Promise<void>((resolve) => {
    res.once('close', () => resolve())
    send(ctx.req, from.urlPath, {
      root: from.root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on('headers', (r) => {
        if (!encoding) return
        // The copy's own name would give it a .br/.gz type; it is the original file, encoded.
        r.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream')
        r.setHeader('Content-Encoding', encoding)
      })
      .on('directory', () => notFound(ctx))
      .on('error', (err: { status?: number }) => {
        if (err.status === 404) notFound(ctx)
        else
          writeJsonError(
            res,
            err.status === 400 || err.status === 403 ? 'not_found' : 'internal_error',
            ctx.state.requestId,
          )
      })
      .pipe(res)
  })
}
