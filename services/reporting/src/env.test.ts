import { describe, expect, it } from 'vitest'
import { loadReportingEnv } from './env'

const required = { JWT_PUBLIC_KEY: 'pem', INTERNAL_TOKEN: 'x'.repeat(16) }
const yemot = { YEMOT_TOKEN: '0770000000:secret', YEMOT_SMS_FROM: '0771234567' }

describe('reporting env: SMS', () => {
  it('records messages locally unless told otherwise', () => {
    expect(loadReportingEnv(required)).toMatchObject({ SMS_PROVIDER: 'local' })
    expect(loadReportingEnv(required).YEMOT_SMS_FROM).toBeUndefined()
  })

  it('sends through Yemot with its token, API and the approved sender', () => {
    expect(loadReportingEnv({ ...required, ...yemot, SMS_PROVIDER: 'yemot' })).toMatchObject({
      SMS_PROVIDER: 'yemot',
      YEMOT_TOKEN: '0770000000:secret',
      YEMOT_SMS_FROM: '0771234567',
      YEMOT_API_URL: 'https://www.call2all.co.il/ym/api',
      YEMOT_TIMEOUT_MS: 15_000,
    })
  })

  it('stops at boot naming what is missing: Yemot SMS needs the token and the sender', () => {
    expect(() =>
      loadReportingEnv({ ...required, SMS_PROVIDER: 'yemot', YEMOT_TOKEN: yemot.YEMOT_TOKEN }),
    ).toThrow(/YEMOT_SMS_FROM/)
    expect(() =>
      loadReportingEnv({ ...required, SMS_PROVIDER: 'yemot', YEMOT_SMS_FROM: yemot.YEMOT_SMS_FROM }),
    ).toThrow(/YEMOT_SMS_FROM/)
    expect(() => loadReportingEnv({ ...required, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/)
  })

  it('lets the reminders stay local while SMS go through Yemot, and the other way round', () => {
    expect(loadReportingEnv({ ...required, ...yemot, SMS_PROVIDER: 'yemot' }).REMINDERS_PROVIDER).toBe(
      'local',
    )
    expect(
      loadReportingEnv({
        ...required,
        REMINDERS_PROVIDER: 'yemot',
        YEMOT_TOKEN: yemot.YEMOT_TOKEN,
        YEMOT_CALLER_ID: '0770000000',
        YEMOT_IVR_PATH: 'ivr2:/8',
      }).SMS_PROVIDER,
    ).toBe('local')
  })
})
