import type http from 'node:http'

/** What the gateway tells a service about the original request. */
export interface ForwardedFor {
  requestId: string
  clientIp: string
  proto: 'http' | 'https'
  host: string
}

// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are never passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  // Node answered "100 Continue" to the client already; the service need not be asked again.
  'expect',
])

function connectionTokens(value: string | string[] | undefined): string[] {
  if (!value) return []
  const joined = Array.isArray(value) ? value.join(',') : value
  // The usual values name no extra headers; skip the split for them (this runs twice per request).
  if (!joined.includes(',') && /^\s*(?:keep-alive|close|upgrade)\s*$/i.test(joined)) return []
  return joined
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
}

/** Removes hop-by-hop request headers (and those the client named in Connection) before forwarding. */
export function stripHopByHop(headers: http.IncomingHttpHeaders, keepUpgrade = false): void {
  for (const name of connectionTokens(headers.connection)) {
    if (!(keepUpgrade && name === 'upgrade')) delete headers[name]
  }
  for (const name of HOP_BY_HOP) {
    if (keepUpgrade && (name === 'connection' || name === 'upgrade')) continue
    // Deleting only what is there keeps V8 from turning every headers object into a slow dictionary.
    if (headers[name] !== undefined) delete headers[name]
  }
}

export function setForwarded(headers: http.IncomingHttpHeaders, f: ForwardedFor): void {
  headers['x-request-id'] = f.requestId
  headers['x-forwarded-for'] = f.clientIp
  headers['x-forwarded-proto'] = f.proto
  headers['x-forwarded-host'] = f.host
}

/** The service's answer headers onto the client's response, without those of its own connection. */
export function copyAnswerHeaders(proxyRes: http.IncomingMessage, res: http.ServerResponse): void {
  const dropped = new Set(connectionTokens(proxyRes.headers.connection))
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    // Node frames the body for the client itself (chunked or by length).
    if (value === undefined || HOP_BY_HOP.has(name) || dropped.has(name) || name === 'transfer-encoding')
      continue
    res.setHeader(name, value)
  }
}
