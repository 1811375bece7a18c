import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

export interface ClientAddress {
  ip: string
  proto: 'http' | 'https'
  host: string
}

const lastValue = (v: string | string[] | undefined): string | undefined =>
  (Array.isArray(v) ? v.join(',') : v)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop()

/**
 * Who is calling. X-Forwarded-* are believed only from the `trustedHops` proxies in front of us (each
 * appends the address it saw); with none, a client cannot claim another address to dodge rate limits.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): ClientAddress {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  const ownProto = (req.socket as TLSSocket).encrypted ? 'https' : 'http'
  const ownHost = req.headers.host ?? ''
  if (trustedHops === 0) return { ip: peer, proto: ownProto, host: ownHost }
  const xff = req.headers['x-forwarded-for']
  const chain = [
    ...(Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    peer,
  ]
  const ip = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer
  const proto = lastValue(req.headers['x-forwarded-proto'])
  return {
    ip: ip.replace(/^::ffff:/, ''),
    proto: proto === 'https' || proto === 'http' ? proto : ownProto,
    host: lastValue(req.headers['x-forwarded-host']) ?? ownHost,
  }
}
