import helmet from 'koa-helmet'
import type { Middleware } from 'koa'

export interface SecurityOptions {
  production: boolean
  /** Origins of remotes served from elsewhere, read per response so a manifest change takes effect at once. */
  remoteOrigins: () => readonly string[]
}

/** The Content-Security-Policy directives, given the origins remotes are currently loaded from. */
export function cspDirectives(origins: readonly string[], production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins],
    // Blueprint positions popovers and tooltips with inline styles.
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    // A remote's stylesheet may load fonts from its own origin.
    'font-src': ["'self'", 'data:', ...origins],
    // ws:/wss: for socket.io; remote origins for the federation runtime's own fetches.
    'connect-src': ["'self'", 'ws:', 'wss:', ...origins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/** Security headers on every response, the gateway's and the services' alike. */
export function securityHeaders(opts: SecurityOptions): Middleware {
  const withOrigins = (base: string[]) => [() => [...base, ...opts.remoteOrigins()].join(' ')]
  const fixed = cspDirectives([], opts.production)
  const directives: Record<string, Array<string | (() => string)>> = {}
  for (const [name, values] of Object.entries(fixed)) {
    const dynamic = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'].includes(name)
    directives[name] = dynamic ? withOrigins(values) : values
  }
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xPoweredBy: true,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
  })
}
