import { describe, expect, it } from 'vitest'
import { baseEnvSchema, loadEnv } from './env'

const valid = {
  PORT: '4102',
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nx\\n-----END PUBLIC KEY-----',
  INTERNAL_TOKEN: 'a-real-random-token-of-length',
}

describe('loadEnv', () => {
  it('reads a valid environment', () => {
    expect(loadEnv(baseEnvSchema, valid).PORT).toBe(4102)
  })

  it('refuses to boot with a placeholder copied from .env.example, naming the variable', () => {
    expect(() =>
      loadEnv(baseEnvSchema, { ...valid, INTERNAL_TOKEN: 'change-me-to-a-long-random-string' }),
    ).toThrow(/INTERNAL_TOKEN: still the placeholder of \.env\.example/)
  })

  it("refuses a caller's placeholder token in INTERNAL_CALLERS", () => {
    expect(() =>
      loadEnv(baseEnvSchema, { ...valid, INTERNAL_CALLERS: 'workers=change-me-workers-token' }),
    ).toThrow(/INTERNAL_CALLERS: still the placeholder/)
  })

  it('lists every problem at once', () => {
    expect(() => loadEnv(baseEnvSchema, { ...valid, PORT: 'x', INTERNAL_TOKEN: 'short' })).toThrow(
      /PORT[\s\S]*INTERNAL_TOKEN/,
    )
  })
})
