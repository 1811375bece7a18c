import { describe, expect, it } from 'vitest'
import { loadLeadsEnv } from './env'

const secrets = { JWT_PUBLIC_KEY: 'pem', INTERNAL_TOKEN: 'x'.repeat(16) }

describe('leads env', () => {
  it('defaults to port 4105, database seats_leads and 5 contact-form submissions per address per 10 minutes', () => {
    expect(loadLeadsEnv(secrets)).toMatchObject({
      PORT: 4105,
      DB_NAME: 'seats_leads',
      LEAD_IP_MAX: 5,
      LEAD_IP_WINDOW_SECONDS: 600,
    })
  })
  it('stops at boot naming what is wrong', () => {
    expect(() => loadLeadsEnv({ ...secrets, LEAD_IP_MAX: '0' })).toThrow(/LEAD_IP_MAX/)
    expect(() => loadLeadsEnv({ JWT_PUBLIC_KEY: 'pem' })).toThrow(/INTERNAL_TOKEN/)
  })
})
