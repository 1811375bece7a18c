import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { stateValue } from '../e2e-env.js'
import { systemNow } from './clock.js'

export interface IvrReply {
  say: string[]
  ask?: { var: string; options: string[] }
  hangup: boolean
}

/**
 * Where a phone call's date differs from the map's default (the coming Shabbat): on Saturday (Israel time,
 * on the system's calendar) the phone line reports for next week's Shabbat, given here; any other day null.
 */
export function phoneShabbat(): string | null {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(systemNow())
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  if (get('weekday') !== 'Sat') return null
  const next = new Date(Date.UTC(Number(get('year')), Number(get('month')) - 1, Number(get('day')) + 7))
  return next.toISOString().slice(0, 10)
}

/** A mobile number no other test uses (the phone line finds callers by number in every account). */
export const uniquePhone = (prefix = '054'): string =>
  `${prefix}${String(parseInt(randomBytes(4).toString('hex'), 16) % 10_000_000).padStart(7, '0')}`

/** One phone call through the JSON adapter: the first date offered, confirmed, hung up. */
export async function phoneReport(request: APIRequestContext, phone: string): Promise<IvrReply> {
  const callId = `e2e-${randomBytes(6).toString('hex')}`
  let reply: IvrReply | null = null
  for (let turn = 0; turn < 6; turn++) {
    const res = await request.post(`/api/ivr/json/${stateValue('ivrSecret')}`, {
      data: { callId, phone, ...(reply?.ask ? { digits: '1', var: reply.ask.var } : {}) },
    })
    expect(res.status(), await res.text()).toBe(200)
    reply = (await res.json()) as IvrReply
    if (reply.hangup) return reply
  }
  throw new Error(`the call did not end: ${JSON.stringify(reply)}`)
}
