import { describe, expect, it } from 'vitest'
import { loadMailStandInEnv } from './env'

describe('loadMailStandInEnv', () => {
  it('has a default for everything', () => {
    expect(loadMailStandInEnv({})).toEqual({
      SMTP_PORT: 4191,
      PORT: 4192,
      HOST: '127.0.0.1',
      MAX_MESSAGES: 1000,
      TEST_ROUTES: true,
      LOG_LEVEL: 'info',
    })
  })

  it('reads the variables, an empty one counting as unset', () => {
    const env = loadMailStandInEnv({ SMTP_PORT: '0', PORT: '0', STATE_FILE: '', TEST_ROUTES: 'false' })
    expect(env).toMatchObject({ SMTP_PORT: 0, PORT: 0, TEST_ROUTES: false })
    expect(env.STATE_FILE).toBeUndefined()
  })

  it('names every wrong variable', () => {
    expect(() => loadMailStandInEnv({ SMTP_PORT: 'x', MAX_MESSAGES: '0' })).toThrow(
      /SMTP_PORT[\s\S]*MAX_MESSAGES/,
    )
  })
})
