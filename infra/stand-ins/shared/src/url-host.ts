/** A host as it goes in a URL: a wildcard address becomes loopback, IPv6 gets brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
