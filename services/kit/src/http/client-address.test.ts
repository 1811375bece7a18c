import Router from '@koa/router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { createApp } from './app'
import { addressKey, isTrustedProxy, parseTrustedProxies } from './client-address'
import { serve, type RunningServer } from './serve'

const log = createLogger('kit-test', 'silent')
const servers: RunningServer[] = []

/** A service that answers the client address it believes. */
async function serviceTrusting(trustedProxies?: string): Promise<string> {
  const router = new Router()
  router.get('/who', (ctx) => {
    ctx.body = { ip: ctx.ip, protocol: ctx.protocol }
  })
  const srv = await serve({
    app: createApp({ name: 'kit-test', log, routers: [router], trustedProxies }),
    port: 0,
    host: '127.0.0.1',
    log,
    handleSignals: false,
  })
  servers.push(srv)
  return `http://127.0.0.1:${srv.port}`
}

const who = async (base: string, headers: Record<string, string> = {}) =>
  (await (await fetch(`${base}/who`, { headers })).json()) as { ip: string; protocol: string }

let gatewayTrusted: string
let gatewayElsewhere: string
beforeAll(async () => {
  gatewayTrusted = await serviceTrusting()
  gatewayElsewhere = await serviceTrusting('10.0.0.0/8')
})
afterAll(async () => {
  for (const srv of servers) await srv.close()
})

describe('the client address a service believes', () => {
  it("is the gateway's one X-Forwarded-For entry when the gateway calls", async () => {
    expect(
      await who(gatewayTrusted, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }),
    ).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    })
    // Only the entry the gateway wrote: a value the client put before it is not believed.
    expect((await who(gatewayTrusted, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).ip).toBe('203.0.113.7')
  })

  it('is the address a direct caller connects from, whatever it claims', async () => {
    // This caller (loopback) is not in 10.0.0.0/8: its forged header buys it no other address.
    const forged = await who(gatewayElsewhere, {
      'x-forwarded-for': '198.51.100.9',
      'x-forwarded-proto': 'https',
    })
    expect(forged).toEqual({ ip: '127.0.0.1', protocol: 'http' })
  })

  it('reads ranges and addresses, IPv4-mapped IPv6 included, and refuses nonsense', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8, ::1/128, 192.0.2.5')
    expect(isTrustedProxy(ranges, '10.1.2.3')).toBe(true)
    expect(isTrustedProxy(ranges, '::ffff:10.1.2.3')).toBe(true)
    expect(isTrustedProxy(ranges, '192.0.2.5')).toBe(true)
    expect(isTrustedProxy(ranges, '192.0.2.6')).toBe(false)
    expect(isTrustedProxy(ranges, '::1')).toBe(true)
    expect(isTrustedProxy(ranges, undefined)).toBe(false)
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow()
  })
})

describe('the key a per-address limit counts under', () => {
  it('is an IPv4 address as it is, and one key for a whole IPv6 /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    const a = addressKey('2001:db8:abcd:12:1::1')
    expect(a).toBe('2001:db8:abcd:12::/64')
    expect(addressKey('2001:db8:abcd:12:ffff:ffff:ffff:ffff')).toBe(a)
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(a)
  })
})
