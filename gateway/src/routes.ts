/** The services behind the gateway; each has its own URL in the environment. */
export const serviceNames = ['auth', 'seating', 'reporting', 'billing', 'leads'] as const
export type ServiceName = (typeof serviceNames)[number]

/** `token`: the gateway rejects a request without a valid access token; `public`: the service decides. */
export type Access = 'public' | 'token'

export interface RouteRule {
  /** Matched on whole path segments: '/api/maps' matches /api/maps and /api/maps/7, never /api/mapsX. */
  prefix: string
  service: ServiceName
  access: Access
  /** Only this exact path, nothing below it. */
  exact?: boolean
  /** Only these methods match; others fall through to the next rule. */
  methods?: readonly string[]
  /** Upgrades to a WebSocket are allowed on this rule (and only on it). */
  websocket?: boolean
}

/**
 * Every public path of the system, first match wins: specific rules come before the general one they
 * carve out of (a test checks that no rule is hidden by an earlier one).
 */
export const routeTable: readonly RouteRule[] = [
  { prefix: '/api/auth/login', service: 'auth', access: 'public' },
  { prefix: '/api/auth/register', service: 'auth', access: 'public' },
  { prefix: '/api/auth/refresh_token', service: 'auth', access: 'public' },
  { prefix: '/api/auth/logout', service: 'auth', access: 'public' },
  { prefix: '/api/auth/guest-demo', service: 'auth', access: 'public' },
  { prefix: '/api/auth', service: 'auth', access: 'token' },

  { prefix: '/api/users/createRecurringCharge', service: 'billing', access: 'token' },
  { prefix: '/api/users', service: 'auth', access: 'token' },
  { prefix: '/api/members', service: 'auth', access: 'token' },
  // An invitation link is opened before sign-in; accepting it needs a token, which the service checks.
  { prefix: '/api/invitations', service: 'auth', access: 'public' },

  { prefix: '/api/maps', service: 'seating', access: 'token' },
  { prefix: '/api/persons', service: 'seating', access: 'token' },
  { prefix: '/api/events', service: 'seating', access: 'token' },
  { prefix: '/api/displays', service: 'seating', access: 'token' },
  { prefix: '/api/elements', service: 'seating', access: 'token' },
  { prefix: '/api/areas', service: 'seating', access: 'token' },
  { prefix: '/api/seasons', service: 'seating', access: 'token' },
  { prefix: '/api/households', service: 'seating', access: 'token' },
  // A household's seat request link is opened without an account: the service checks its signed token.
  { prefix: '/api/season-requests', service: 'seating', access: 'public' },

  // The phone provider calls in with its own shared secret, checked by the service.
  { prefix: '/api/ivr', service: 'reporting', access: 'public' },
  { prefix: '/api/reports', service: 'reporting', access: 'token' },
  { prefix: '/api/reminders', service: 'reporting', access: 'token' },
  { prefix: '/api/guest-map-mail', service: 'reporting', access: 'token' },
  { prefix: '/api/activity', service: 'reporting', access: 'token' },
  { prefix: '/api/guests', service: 'reporting', access: 'token' },
  { prefix: '/api/report-links', service: 'reporting', access: 'token' },
  // A worshipper's report link is opened without an account: the service checks its signed token.
  { prefix: '/api/report-link', service: 'reporting', access: 'public' },
  { prefix: '/api/lobby-screens', service: 'reporting', access: 'token' },
  // A lobby screen at the entrance has no account either: the service checks its signed token.
  { prefix: '/api/lobby', service: 'reporting', access: 'public' },

  { prefix: '/api/billing', service: 'billing', access: 'token' },

  // The landing page's contact form; the service rate-limits it and has a honeypot.
  { prefix: '/api/leads', service: 'leads', access: 'public', exact: true, methods: ['POST'] },
  { prefix: '/api/leads', service: 'leads', access: 'token' },
  { prefix: '/api/communication', service: 'leads', access: 'token' },

  // The realtime service checks the token in the socket.io handshake.
  { prefix: '/socket.io', service: 'reporting', access: 'public', websocket: true },
]

/** Paths the gateway itself owns; everything else under them is refused rather than proxied. */
export const API_PREFIXES = ['/api', '/socket.io', '/internal'] as const

export type Resolution =
  | { kind: 'route'; rule: RouteRule }
  /** Under /api, /socket.io or /internal but not routable: answered 404, never proxied. */
  | { kind: 'refused' }
  /** Not an API path: static files or the shell. */
  | { kind: 'other' }

/** True when `path` is `prefix` or below it, on a segment boundary. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || (path.startsWith(prefix) && path[prefix.length] === '/')
}

/**
 * Decoded segments of a path, or null when a segment could walk out of its place (., .., an encoded
 * slash or backslash, a NUL) or does not decode: such a path is never proxied nor served.
 */
export function safeSegments(path: string): string[] | null {
  const raw = path.split('/').slice(1)
  const out: string[] = []
  for (const seg of raw) {
    let s: string
    try {
      s = decodeURIComponent(seg)
    } catch {
      return null
    }
    if (s === '.' || s === '..' || s.includes('/') || s.includes('\\') || s.includes('\0')) return null
    out.push(s)
  }
  return out
}

/** Finds the rule for a request path (the path only, no query string). */
export function resolveRoute(
  method: string,
  path: string,
  table: readonly RouteRule[] = routeTable,
): Resolution {
  if (!API_PREFIXES.some((p) => isUnder(path, p))) return { kind: 'other' }
  const segments = safeSegments(path)
  if (!segments) return { kind: 'refused' }
  // Internal endpoints are for services only, wherever they appear; '//' is nobody's path (a trailing '/' is).
  if (segments.includes('internal') || segments.slice(0, -1).includes('')) return { kind: 'refused' }
  for (const rule of table) {
    if (rule.methods && !rule.methods.includes(method)) continue
    const hit = rule.exact ? path === rule.prefix || path === `${rule.prefix}/` : isUnder(path, rule.prefix)
    if (hit) return { kind: 'route', rule }
  }
  return { kind: 'refused' }
}
