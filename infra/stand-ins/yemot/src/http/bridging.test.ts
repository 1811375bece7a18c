import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startYemotStandIn, type RunningYemotStandIn } from '../testing'

/** An API extension of our own over real HTTP: a two-turn conversation, every request kept. */
let api: Server
let apiUrl: string
const requests: URLSearchParams[] = []
let yemot: RunningYemotStandIn

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const params = new URLSearchParams(body)
      requests.push(params)
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      if (params.get('hangup') === 'yes') res.end('')
      else if (params.get('choice') === null)
        res.end('id_list_message=t-שלום&read=t-לאישור הקישו 1=choice,no,1,1,7,No,yes,no,,1.0,')
      else res.end(`id_list_message=t-בחרתם ${params.get('choice')}&go_to_folder=hangup`)
    })
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/ivr?secret=s`
  yemot = await startYemotStandIn()
  yemot.setExtension('ivr2:/8', apiUrl)
})
afterAll(async () => {
  await yemot.close()
  await new Promise((resolve) => api.close(resolve))
})

const bridge = (params: Record<string, string>) =>
  fetch(`${yemot.apiUrl}/CallExtensionBridging`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }))

describe('CallExtensionBridging', () => {
  it('refuses a wrong token with responseStatus ERROR, and dials no one', async () => {
    const refused = await bridge({ token: '0770000000:wrong', phones: '0521234567', ivrPath: 'ivr2:/8' })
    expect(refused).toMatchObject({ status: 200, body: { responseStatus: 'ERROR' } })
    expect(await yemot.calls()).toEqual([])
  })

  it('answers OK at once, then runs the answered callee through our API extension, turn by turn', async () => {
    yemot.setCallee('0521234567', { digits: ['1'] })
    const placed = await bridge({
      token: yemot.token,
      phones: '0521234567:12',
      ivrPath: 'ivr2:/8',
      callerId: '0770000001',
    })
    expect(placed.body).toMatchObject({
      responseStatus: 'OK',
      callsCount: 1,
      errors: { '12': 'invalid phone' },
      callerId: '0770000001',
    })
    const [call] = await yemot.calls('0521234567')
    expect(call).toMatchObject({
      campaignId: placed.body.campaignId,
      status: 'answered',
      spoken: ['שלום', 'לאישור הקישו 1', 'בחרתם 1'],
      pressed: [{ variable: 'choice', digits: '1' }],
      ended: 'hangup_command',
      protocolErrors: [],
    })
    // The call's parameters on every request, the secret from the api_link, and hangup=yes at the end.
    expect(requests.map((r) => r.get('ApiPhone'))).toEqual(['0521234567', '0521234567', '0521234567'])
    expect(requests[0]?.get('ApiExtension')).toBe('8')
    expect(new Set(requests.map((r) => r.get('ApiCallId'))).size).toBe(1)
    expect(requests.at(-1)?.get('hangup')).toBe('yes')
  })

  it('a busy callee is not answered; a key the read does not allow ends the call', async () => {
    yemot.reset()
    yemot.setCallee('0521111111', { answer: 'busy' })
    yemot.setCallee('0522222222', { digits: ['5'] })
    await bridge({ token: yemot.token, phones: '0521111111:0522222222', ivrPath: 'ivr2:/8' })
    const calls = await yemot.calls()
    expect(calls.map((c) => [c.phone, c.status, c.ended])).toEqual([
      ['0521111111', 'busy', null],
      ['0522222222', 'answered', 'key_refused'],
    ])
  })
})
