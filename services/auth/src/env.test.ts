import { describe, expect, it } from 'vitest'
import { testKeyPair } from '@seats/kit/testing'
import { durationSeconds, loadAuthEnv } from './env'

const keys = testKeyPair()
const required = {
  JWT_PUBLIC_KEY: keys.publicKeyPem,
  JWT_PRIVATE_KEY: keys.privateKeyPem.replace(/\n/g, '\\n'),
  INTERNAL_TOKEN: 'x'.repeat(32),
}

describe('durationSeconds', () => {
  it('reads seconds, minutes, hours, days and bare numbers', () => {
    expect(durationSeconds('15m')).toBe(900)
    expect(durationSeconds('900s')).toBe(900)
    expect(durationSeconds('1h')).toBe(3600)
    expect(durationSeconds('2d')).toBe(172_800)
    expect(durationSeconds('60')).toBe(60)
  })
  it('refuses nonsense and zero', () => {
    for (const bad of ['', 'soon', '15 minutes', '-5m', '0', '1.5h']) expect(durationSeconds(bad)).toBeNull()
  })
})

describe('loadAuthEnv', () => {
  it('has the agreed defaults and turns literal \\n in the key into newlines', () => {
    const env = loadAuthEnv(required)
    expect(env).toMatchObject({
      PORT: 4101,
      DB_NAME: 'seats_auth',
      ACCESS_TOKEN_TTL: 900,
      REFRESH_TTL_DAYS: 30,
      REFRESH_GRACE_SECONDS: 20,
      COOKIE_SECURE: true,
      MIGRATE_ON_BOOT: true,
      LOGIN_IP_MAX_FAILURES: 30,
      LOGIN_ACCOUNT_IP_MAX_FAILURES: 8,
      LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: 20,
      LOGIN_SLOW_MAX_DELAY_MS: 4000,
      LOGIN_SLOW_MAX_WAIT_MS: 10000,
      REFRESH_FAMILY_MAX_AGE_DAYS: 30,
      REGISTER_IP_MAX: 10,
    })
    expect(env.JWT_PRIVATE_KEY).toBe(keys.privateKeyPem)
  })

  it('reads COOKIE_SECURE=false and lowered limits', () => {
    const env = loadAuthEnv({
      ...required,
      COOKIE_SECURE: 'false',
      LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: '3',
      ACCESS_TOKEN_TTL: '5m',
    })
    expect(env).toMatchObject({
      COOKIE_SECURE: false,
      LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: 3,
      ACCESS_TOKEN_TTL: 300,
    })
  })

  it('names what is missing or wrong', () => {
    expect(() => loadAuthEnv({})).toThrow(/JWT_PRIVATE_KEY/)
    expect(() => loadAuthEnv({ ...required, ACCESS_TOKEN_TTL: 'forever' })).toThrow(/ACCESS_TOKEN_TTL/)
    expect(() => loadAuthEnv({ ...required, COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/)
  })
})
