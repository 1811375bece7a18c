import { describe, expect, it } from 'vitest'
import { loadBillingEnv } from './env'

const secrets = {
  JWT_PUBLIC_KEY: 'pem',
  INTERNAL_TOKEN: 'x'.repeat(16),
  SUMIT_COMPANY_ID: '1000',
  SUMIT_API_KEY: 'private',
  SUMIT_API_PUBLIC_KEY: 'public',
}

describe('billing env', () => {
  it('defaults to port 4104, database seats_billing, SUMIT and its script, five charge attempts per account per 10 minutes', () => {
    expect(loadBillingEnv(secrets)).toMatchObject({
      PORT: 4104,
      DB_NAME: 'seats_billing',
      SUMIT_API_URL: 'https://api.sumit.co.il',
      CARD_SCRIPT_URLS: [
        'https://code.jquery.com/jquery-3.7.1.min.js',
        'https://app.sumit.co.il/scripts/payments.js',
      ],
      CHARGE_ACCOUNT_MAX: 5,
      CHARGE_ACCOUNT_WINDOW_SECONDS: 600,
    })
    expect(
      loadBillingEnv({ ...secrets, CARD_SCRIPT_URLS: 'https://a.example/jq.js, https://b.example/p.js' })
        .CARD_SCRIPT_URLS,
    ).toEqual(['https://a.example/jq.js', 'https://b.example/p.js'])
  })
  it('stops at boot naming what is wrong: the provider keys are required', () => {
    expect(() => loadBillingEnv({ JWT_PUBLIC_KEY: 'pem', INTERNAL_TOKEN: 'x'.repeat(16) })).toThrow(
      /SUMIT_API_KEY/,
    )
    expect(() => loadBillingEnv({ ...secrets, CARD_SCRIPT_URLS: 'not a url' })).toThrow(/CARD_SCRIPT_URLS/)
  })
})
