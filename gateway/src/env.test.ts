import { describe, expect, it } from 'vitest'
import { keys } from './testing/harness'
import { loadGatewayEnv, upstreamsFrom } from './env'

const minimal = { JWT_PUBLIC_KEY: keys.publicKeyPem.replace(/\n/g, '\\n') }

describe('gateway environment', () => {
  it('has safe defaults and treats unset or empty service URLs as not deployed', () => {
    const env = loadGatewayEnv({ ...minimal, AUTH_URL: 'http://127.0.0.1:4101/', SEATING_URL: '' })
    expect(env.PORT).toBe(8080)
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(30_000)
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(1200)
    expect(env.JWT_ISSUER).toBe('seats-auth')
    expect(env.JWT_AUDIENCE).toBe('seats-api')
    expect(env.JWT_PUBLIC_KEY).toBe(keys.publicKeyPem)
    expect(env.REMOTE_DISTS).toEqual({})
    expect(upstreamsFrom(env)).toEqual({ auth: 'http://127.0.0.1:4101' })
  })

  it('reads REMOTE_DISTS as name=/absolute/path pairs', () => {
    const env = loadGatewayEnv({
      ...minimal,
      REMOTE_DISTS: 'landing=/srv/landing/dist, seating=/srv/seating/dist,admin=/srv/admin/dist',
    })
    expect(env.REMOTE_DISTS).toEqual({
      landing: '/srv/landing/dist',
      seating: '/srv/seating/dist',
      admin: '/srv/admin/dist',
    })
  })

  it('stops at boot with a readable message for what is wrong', () => {
    expect(() => loadGatewayEnv({})).toThrow(/JWT_PUBLIC_KEY/)
    expect(() => loadGatewayEnv({ ...minimal, REMOTE_DISTS: 'landing=relative/path' })).toThrow(
      /REMOTE_DISTS/,
    )
    expect(() => loadGatewayEnv({ ...minimal, AUTH_URL: 'ftp://x' })).toThrow(/AUTH_URL/)
  })
})
