import ipaddr from 'ipaddr.js'
import type { Middleware } from 'koa'

/** The address ranges whose X-Forwarded-* headers are believed (the gateway's), parsed once. */
export type TrustedProxies = Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>

/** "127.0.0.0/8,::1/128,10.0.0.5" -> ranges; a bare address is a range of its own. Throws on a bad one. */
export function parseTrustedProxies(list: string): TrustedProxies {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('/')) return ipaddr.parseCIDR(entry)
      const addr = ipaddr.parse(entry)
      return [addr, addr.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number]
    })
}

/** Whether a peer address (IPv4-mapped IPv6 included) lies in one of the ranges. */
export function isTrustedProxy(ranges: TrustedProxies, address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false
  const addr = ipaddr.process(address)
  return ranges.some(([range, bits]) => addr.kind() === range.kind() && addr.match(range, bits))
}

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 one by its /64, since one
 * subscriber is handed a whole /64 and could otherwise take a fresh budget per address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const addr = ipaddr.process(ip)
  if (addr.kind() === 'ipv4') return addr.toString()
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']

/**
 * X-Forwarded-* are believed only from a trusted proxy (the gateway), and of X-Forwarded-For only the
 * entry it wrote (Koa `maxIpsCount` 1): a request that reaches a service directly is known by its own
 * address, so it cannot claim another to dodge the per-address limits.
 */
export function trustForwardingFrom(ranges: TrustedProxies): Middleware {
  return async (ctx, next) => {
    if (!isTrustedProxy(ranges, ctx.req.socket.remoteAddress))
      for (const header of FORWARDING_HEADERS) delete ctx.req.headers[header]
    return next()
  }
}
