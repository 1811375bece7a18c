import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  VERIFICATION_CODE_MAX_TRIES,
  type ErrorBody,
  type PhoneVerification,
  type VerificationCodeSent,
} from '@seats/contracts'
import { startReporting, type ReportingTestEnv, type TestAccount } from '../../testing/reporting-harness'

/**
 * A test call rings only a phone its account proved it answers: a code spoken to it through the provider,
 * typed back in time, by that account, within five tries.
 */
let env: ReportingTestEnv
const THURSDAY = new Date('2026-11-26T08:00:00Z')

const withPhone = async (a: TestAccount, phone: string) => {
  await env.setPhone(a.id, phone)
  return a
}
const sendCode = (a: TestAccount) =>
  a.call<VerificationCodeSent & ErrorBody>('POST', '/api/reminders/phone-verification/code')
const typeCode = (a: TestAccount, code: unknown) =>
  a.call<PhoneVerification & ErrorBody>('POST', '/api/reminders/phone-verification', { code })
/** Another code than this one, six digits all the same. */
const wrong = (code: string) => (code === '111111' ? '222222' : '111111')

beforeAll(async () => {
  env = await startReporting()
  // A Thursday morning: calls may ring.
  env.setNow(THURSDAY)
})
afterAll(() => env?.close())

describe('verifying the account phone before a test call', () => {
  it('refuses the test call until the code spoken to the phone is typed back', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660001')
    const refused = await a.call<ErrorBody>('POST', '/api/reminders/test-call')
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('phone_not_verified')
    expect(refused.body.message).toContain('לאמת')
    expect((await a.call<PhoneVerification>('GET', '/api/reminders/phone-verification')).body).toEqual({
      phone: '0546660001',
      verified: false,
    })

    const sent = await sendCode(a)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toEqual({ phone: '0546660001', expiresInMin: 10 })
    // The local provider spoke it to the account's phone, digit by digit.
    const code = await env.lastCode('0546660001')
    expect(code).toMatch(/^\d{6}$/)

    const verified = await typeCode(a, code)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body).toEqual({ phone: '0546660001', verified: true })
    expect((await a.call<PhoneVerification>('GET', '/api/reminders/phone-verification')).body.verified).toBe(
      true,
    )
    expect((await a.call('POST', '/api/reminders/test-call')).status).toBe(200)
    // Used once: the same code again finds none.
    expect((await typeCode(a, code)).body.error).toBe('verification_code_expired')

    // A new phone on the account is someone else's until it too is verified.
    await env.setPhone(a.id, '0546660002')
    expect((await a.call<ErrorBody>('POST', '/api/reminders/test-call')).body.error).toBe(
      'phone_not_verified',
    )
    expect((await a.call<PhoneVerification>('GET', '/api/reminders/phone-verification')).body).toEqual({
      phone: '0546660002',
      verified: false,
    })
  })

  it('burns the code after five wrong tries, each wrong one saying how many are left', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660011')
    expect((await sendCode(a)).status).toBe(200)
    const code = (await env.lastCode('0546660011')) as string
    for (let i = 1; i < VERIFICATION_CODE_MAX_TRIES; i++) {
      const res = await typeCode(a, wrong(code))
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        error: 'verification_code_wrong',
        params: { left: VERIFICATION_CODE_MAX_TRIES - i },
      })
      expect(res.body.message).toBe(`הקוד שגוי. נותרו ${VERIFICATION_CODE_MAX_TRIES - i} ניסיונות`)
    }
    const burnt = await typeCode(a, wrong(code))
    expect(burnt.status).toBe(410)
    expect(burnt.body.error).toBe('verification_code_burnt')
    // The right code is worthless now.
    expect((await typeCode(a, code)).body.error).toBe('verification_code_expired')
    expect((await a.call<ErrorBody>('POST', '/api/reminders/test-call')).body.error).toBe(
      'phone_not_verified',
    )
  })

  it('a code expires after ten minutes', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660021')
    expect((await sendCode(a)).status).toBe(200)
    const code = await env.lastCode('0546660021')
    env.setNow(new Date(THURSDAY.getTime() + 10 * 60_000 + 1_000))
    try {
      const late = await typeCode(a, code)
      expect(late.status).toBe(410)
      expect(late.body.error).toBe('verification_code_expired')
      expect(late.body.message).toBe('הקוד פג תוקף או שלא נשלח. בקשו קוד חדש')
    } finally {
      env.setNow(THURSDAY)
    }
  })

  it('another account cannot use the code, even for the same phone', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660031')
    const b = await withPhone(await env.registerAccount(), '0546660031')
    expect((await sendCode(a)).status).toBe(200)
    const code = await env.lastCode('0546660031')
    expect((await typeCode(b, code)).body.error).toBe('verification_code_expired')
    // B's own code then: A's is a wrong one for B.
    expect((await sendCode(b)).status).toBe(200)
    const bCode = (await env.lastCode('0546660031')) as string
    if (bCode !== code) expect((await typeCode(b, code)).body.error).toBe('verification_code_wrong')
    expect((await typeCode(b, bCode)).status).toBe(200)
    // Verified for B alone.
    expect((await a.call<ErrorBody>('POST', '/api/reminders/test-call')).body.error).toBe(
      'phone_not_verified',
    )
  })

  it('names the field on a malformed code and refuses a phone that cannot be called', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660041')
    for (const bad of ['12a456', '123', 123456, null]) {
      const res = await typeCode(a, bad)
      expect(res.status).toBe(400)
      expect(res.body.error).toBe('validation_failed')
      expect(res.body.fields?.[0]?.field).toBe('code')
    }
    expect((await typeCode(a, '123456')).body.error).toBe('verification_code_expired')

    const none = await withPhone(await env.registerAccount(), '')
    const res = await sendCode(none)
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('phone_missing')
  })

  it('sending codes is limited per account and per phone', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660051')
    for (let i = 0; i < 5; i++) expect((await sendCode(a)).status).toBe(200)
    expect((await sendCode(a)).body.error).toBe('rate_limited')
    const b = await withPhone(await env.registerAccount(), '0546660051')
    expect((await sendCode(b)).body.error).toBe('rate_limited')
  })

  it('a code the provider could not send says so, and a later one still works', async () => {
    const a = await withPhone(await env.registerAccount(), '0546660061')
    await env.internal('PUT', '/internal/reminders/local-callees/0546660061', { behaviour: 'provider_error' })
    const failed = await sendCode(a)
    expect(failed.status).toBe(503)
    expect(failed.body.error).toBe('verification_code_not_sent')
    await env.internal('PUT', '/internal/reminders/local-callees/0546660061', { behaviour: 'hangup' })
    await env.verifyPhone(a)
    expect((await a.call('POST', '/api/reminders/test-call')).status).toBe(200)
  })
})
