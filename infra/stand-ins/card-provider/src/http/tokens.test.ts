import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'
import { callBilling, chargeBody, type ChargeData, type Envelope } from '../test-helpers'

let s: RunningCardStandIn
beforeAll(async () => {
  s = await startCardStandIn()
})
afterAll(() => s.close())

const nextYear = String(new Date().getFullYear() + 1)
const validCard = {
  CardNumber: '4111 1111-1111 1111',
  ExpirationMonth: '7',
  ExpirationYear: nextYear,
  CVV: '123',
  CitizenID: '123456782',
}

async function tokenise(
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ res: Response; body: Envelope<{ SingleUseToken: string }> }> {
  const res = await fetch(`${s.url}/tokens/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ CompanyID: s.companyId, APIPublicKey: s.apiPublicKey, ...fields }),
  })
  return { res, body: (await res.json()) as Envelope<{ SingleUseToken: string }> }
}

describe('POST /tokens/create', () => {
  it('answers a single-use token for a valid card, with the page origin allowed', async () => {
    const { res, body } = await tokenise(validCard, { Origin: 'http://localhost:5173' })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(body.Status).toBe(0)
    expect(body.Data?.SingleUseToken).toMatch(/^[\w-]{20,}$/)
  })

  it('answers the CORS preflight', async () => {
    const res = await fetch(`${s.url}/tokens/create`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it.each([
    ['CardNumber', '4111 1111', 'מספר הכרטיס'],
    ['CardNumber', '4111abcd11111111', 'מספר הכרטיס'],
    ['CardNumber', '41111111111111111111', 'מספר הכרטיס'],
    ['ExpirationMonth', '13', 'חודש התוקף'],
    ['ExpirationMonth', '0', 'חודש התוקף'],
    ['ExpirationYear', '202', 'שנת התוקף'],
    ['ExpirationYear', String(new Date().getFullYear() - 1), 'שנת התוקף'],
    ['CVV', '12', 'קוד האבטחה'],
    ['CVV', '12345', 'קוד האבטחה'],
    ['CitizenID', '1234', 'תעודת הזהות'],
    ['CitizenID', '', 'תעודת הזהות'],
  ])('refuses %s=%j naming the field', async (field, value, words) => {
    const { body } = await tokenise({ ...validCard, [field]: value })
    expect(body.Status).toBe(1)
    expect(body.Data).toBeNull()
    expect(body.UserErrorMessage).toContain(words)
  })

  it('takes a two-digit year and refuses a month already past this year', async () => {
    const { body } = await tokenise({ ...validCard, ExpirationYear: nextYear.slice(2) })
    expect(body.Status).toBe(0)
    const today = await s.clock()
    const month = Number(today.slice(5, 7))
    if (month > 1) {
      const past = await tokenise({
        ...validCard,
        ExpirationYear: today.slice(0, 4),
        ExpirationMonth: String(month - 1),
      })
      expect(past.body.UserErrorMessage).toContain('חודש התוקף')
    }
  })

  it('refuses a wrong company or public key', async () => {
    const wrongKey = await tokenise({ ...validCard, APIPublicKey: 'other' })
    expect(wrongKey.body).toMatchObject({ Status: 1, UserErrorMessage: 'פרטי ההתחברות שגויים', Data: null })
    const wrongCompany = await tokenise({ ...validCard, CompanyID: '999' })
    expect(wrongCompany.body.Status).toBe(1)
    // The private key is not the public one.
    const privateKey = await tokenise({ ...validCard, APIPublicKey: s.apiKey })
    expect(privateKey.body.Status).toBe(1)
  })

  it('keeps a token for one charge only', async () => {
    const token = await s.createToken(TEST_CARDS.success)
    const first = await callBilling<ChargeData>(s, 'recurring/charge/', chargeBody(token))
    expect(first.Status).toBe(0)
    const again = await callBilling<ChargeData>(s, 'recurring/charge/', chargeBody(token))
    expect(again).toMatchObject({ Status: 1, UserErrorMessage: 'אמצעי התשלום אינו תקף', Data: null })
    const unknown = await callBilling<ChargeData>(s, 'recurring/charge/', chargeBody('no-such-token'))
    expect(unknown.UserErrorMessage).toBe('אמצעי התשלום אינו תקף')
  })
})

describe('GET /scripts/payments.js', () => {
  it('serves the tokenising script as JavaScript', async () => {
    const res = await fetch(`${s.url}/scripts/payments.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    const text = await res.text()
    expect(text).toContain('OfficeGuy')
    expect(text).toContain('/tokens/create')
  })
})

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(`${s.url}${path}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true })
    }
  })
})
