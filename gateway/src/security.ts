import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'koa-helmet'
import type { Context, Middleware } from 'koa'

export interface SecurityOptions {
  production: boolean
  /** Origins of remotes served from elsewhere, read per response so a manifest change takes effect at once. */
  remoteOrigins: () => readonly string[]
  /** The card provider's origins: its tokenising script runs on the payment dialog and posts the card to it. */
  cardProviderOrigins?: readonly string[]
  /** Hash sources of the inline scripts the gateway itself writes into pages (composed-pages.ts). */
  inlineScriptHashes?: readonly string[]
}

/** The Content-Security-Policy directives, given the origins remotes are currently loaded from. */
export function cspDirectives(
  origins: readonly string[],
  production: boolean,
  cardProvider: readonly string[] = [],
  inlineScriptHashes: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...origins, ...cardProvider],
    // Blueprint positions popovers and tooltips with inline styles.
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    // A remote's stylesheet may load fonts from its own origin.
    'font-src': ["'self'", 'data:', ...origins],
    // 'self' covers socket.io's own-origin websocket (ws: on http, wss: on https), and no other host's;
    // remote origins for the federation runtime's own fetches.
    // The card provider's script sends the card to its own origin: card numbers never reach ours.
    'connect-src': ["'self'", ...origins, ...cardProvider],
    // The app's service worker (/sw.js) and web app manifest come from this origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

function helmetFor(
  origins: readonly string[],
  production: boolean,
  cardProvider: readonly string[],
  inlineScriptHashes: readonly string[],
): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(origins, production, cardProvider, inlineScriptHashes),
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xPoweredBy: true,
    xContentTypeOptions: true,
  })
}

/** Runs helmet once against a response that only records what helmet sets. */
async function recordHeaders(middleware: Middleware): Promise<Array<[string, string]>> {
  const headers = new Map<string, string>()
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  } as unknown as ServerResponse
  const ctx = { req: {} as IncomingMessage, res } as unknown as Context
  await middleware(ctx, async () => {})
  return [...headers]
}

/**
 * Security headers on every response, the gateway's and the services' alike. Helmet decides them; they
 * depend only on the remote origins, so they are worked out once per set of origins and then copied
 * onto each response (running helmet's middleware chain per request cost a third of the proxy's throughput).
 */
export function securityHeaders(opts: SecurityOptions): Middleware {
  let cached: { key: string; headers: Array<[string, string]> } | null = null
  return async (ctx, next) => {
    const origins = opts.remoteOrigins()
    const key = origins.join(' ')
    if (cached?.key !== key) {
      const headers = await recordHeaders(
        helmetFor(origins, opts.production, opts.cardProviderOrigins ?? [], opts.inlineScriptHashes ?? []),
      )
      cached = { key, headers }
    }
    for (const [name, value] of cached.headers) ctx.res.setHeader(name, value)
    ctx.res.removeHeader('X-Powered-By')
    await next()
  }
}
