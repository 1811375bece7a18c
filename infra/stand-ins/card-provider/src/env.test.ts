import { describe, expect, it } from 'vitest'
import { loadCardStandInEnv } from './env'

describe('loadCardStandInEnv', () => {
  it('has a default for everything', () => {
    expect(loadCardStandInEnv({})).toEqual({
      PORT: 4180,
      HOST: '127.0.0.1',
      COMPANY_ID: '1000',
      API_KEY: 'stand-in-private-key',
      API_PUBLIC_KEY: 'stand-in-public-key',
      TIMEOUT_DELAY_MS: 30_000,
      TEST_CLOCK: true,
      LOG_LEVEL: 'info',
    })
  })

  it('reads the variables, an empty one counting as unset', () => {
    const env = loadCardStandInEnv({
      PORT: '0',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://cards.local:4180',
      COMPANY_ID: '42',
      API_KEY: 'k',
      API_PUBLIC_KEY: 'p',
      STATE_FILE: '',
      TIMEOUT_DELAY_MS: '50',
      TEST_CLOCK: 'false',
      LOG_LEVEL: 'silent',
    })
    expect(env).toMatchObject({ PORT: 0, COMPANY_ID: '42', TIMEOUT_DELAY_MS: 50, TEST_CLOCK: false })
    expect(env.STATE_FILE).toBeUndefined()
  })

  it('names every wrong variable', () => {
    expect(() => loadCardStandInEnv({ PORT: 'x', COMPANY_ID: 'abc', TEST_CLOCK: 'yes' })).toThrow(
      /PORT[\s\S]*COMPANY_ID[\s\S]*TEST_CLOCK/,
    )
  })
})
