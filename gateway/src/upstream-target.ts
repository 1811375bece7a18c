/** A service's base URL, in the parts http-proxy asks for. */
export interface UpstreamTarget {
  protocol: string
  hostname: string
  host: string
  port: string
  path: string
}

/** Parsed once per upstream, so http-proxy does not re-parse a URL string per request. */
export function targetFrom(baseUrl: string): UpstreamTarget {
  const u = new URL(baseUrl)
  const port = u.port || (u.protocol === 'https:' ? '443' : '80')
  return {
    protocol: u.protocol,
    hostname: u.hostname,
    host: u.hostname,
    port,
    path: u.pathname.replace(/\/+$/, ''),
  }
}
