import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capturedLogger } from '@seats/kit/testing'
import { send, startReporting, TEST_NOW, type ReportingTestEnv } from '../../testing/reporting-harness'

const PREVIOUS = 'previous-phone-line-secret-7c1e9a'
const captured = capturedLogger('reporting-test')
let env: ReportingTestEnv

beforeAll(async () => {
  env = await startReporting({ ivrPreviousSecret: PREVIOUS, log: captured.log })
  env.setNow(TEST_NOW)
  const a = await env.registerAccount()
  await a.addPerson('משה', 'כהן', '0501111111')
})
afterAll(() => env?.close())

const yemot = (secret: string) =>
  fetch(
    `${env.base}/api/ivr/yemot/${secret}?${new URLSearchParams({
      ApiPhone: '0501111111',
      ApiCallId: `secret-${secret.length}-${Math.random()}`,
      ApiDID: '0733334444',
      ApiExtension: '1',
    })}`,
  )
const json = (secret: string) =>
  send(env.base, null, 'POST', `/api/ivr/json/${secret}`, {
    callId: `c-${Math.random()}`,
    phone: '0501111111',
  })

describe('the phone line secret during a rotation', () => {
  it('accepts the current and the previous secret, and refuses any other', async () => {
    for (const secret of [env.ivrSecret, PREVIOUS]) {
      const res = await yemot(secret)
      expect(res.status).toBe(200)
      expect(await res.text()).toMatch(/^read=t-שלום משה כהן/)
      expect((await json(secret)).status).toBe(200)
    }
    for (const secret of ['a-third-secret-never-configured', `${PREVIOUS}x`, PREVIOUS.slice(0, -1), '']) {
      expect((await yemot(secret)).status).toBe(404)
      expect((await json(secret)).status).toBe(404)
    }
  })

  it('never writes a secret to the logs: a matched route logs its template, anything else is redacted', async () => {
    await yemot(env.ivrSecret)
    await yemot(PREVIOUS)
    await json('a-third-secret-never-configured')
    await fetch(`${env.base}/api/ivr/unknown/${env.ivrSecret}`)
    await fetch(`${env.base}/api/ivr/yemot/${env.ivrSecret}/more`)
    await send(env.base, null, 'POST', `/api/ivr/reminder/json/${env.ivrSecret}`, {
      callId: 'x',
      digits: '1',
    })
    const lines = captured.lines.join('\n')
    expect(lines).toContain('"path":"/api/ivr/yemot/:secret"')
    expect(lines).toContain('"path":"/api/ivr/json/:secret"')
    expect(lines).toContain('"path":"/api/ivr/:redacted/:redacted"')
    for (const secret of [env.ivrSecret, PREVIOUS, 'a-third-secret-never-configured'])
      expect(lines).not.toContain(secret)
  })
})
