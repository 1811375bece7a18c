import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSuggestion, SeatEvent, SeatEventListItem } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
})
afterAll(() => env.close())

describe('events', () => {
  it('creates, reads, lists by date, updates and deletes', async () => {
    const late = await a.call<SeatEvent>('POST', '/api/events', {
      name: 'שמחת תורה',
      date: '2027-10-23',
      type: 'הפוך',
    })
    expect(late.status).toBe(201)
    expect(late.body).toEqual({ id: expect.any(Number), name: 'שמחת תורה', date: '2027-10-23', type: 'הפוך' })
    const early = await a.call<SeatEvent>('POST', '/api/events', { name: 'בר מצווה', date: '2027-01-02' })
    expect(early.body.type).toBe('רגיל')
    const listed = (await a.call<SeatEventListItem[]>('GET', '/api/events')).body
    expect(listed.map((e) => e.id)).toEqual([early.body.id, late.body.id])
    // The list names each day by its Hebrew date too.
    expect(listed.map((e) => e.hebrewDate)).toEqual(['כ״ג טבת תשפ״ז', 'כ״ב תשרי תשפ״ח'])
    expect((await a.call<SeatEvent>('GET', `/api/events/${late.body.id}`)).body).toEqual(late.body)
    const put = await a.call<SeatEvent>('PUT', `/api/events/${early.body.id}`, {
      name: 'בר מצווה של יוסי',
      date: '2027-01-09',
      type: 'רגיל',
    })
    expect(put.body).toEqual({
      id: early.body.id,
      name: 'בר מצווה של יוסי',
      date: '2027-01-09',
      type: 'רגיל',
    })
    expect((await a.call<SeatEvent>('GET', `/api/events/${early.body.id}`)).body.date).toBe('2027-01-09')
    expect((await a.call('DELETE', `/api/events/${early.body.id}`)).status).toBe(204)
    expect((await a.call('GET', `/api/events/${early.body.id}`)).status).toBe(404)
  })

  it('refuses a bad date or type naming the fields', async () => {
    const res = await a.call<{ fields: Array<{ field: string }>; message: string }>('POST', '/api/events', {
      name: 'x',
      date: '2027-02-30',
      type: 'מיוחד',
    })
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field).sort()).toEqual(['date', 'type'])
    expect(res.body.message).toContain('תאריך')
  })

  it('suggests upcoming holidays in Hebrew, without the dates already taken', async () => {
    const res = await a.call<EventSuggestion[]>('GET', '/api/events/suggestions')
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(10)
    const first = res.body[0]
    expect(first?.name).toMatch(/[\u05d0-\u05ea]/)
    expect(first?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first?.hebrewDate).toMatch(/[\u05d0-\u05ea]/)
    const taken = await a.call<SeatEvent>('POST', '/api/events', { name: first?.name, date: first?.date })
    expect(taken.status).toBe(201)
    const again = await a.call<EventSuggestion[]>('GET', '/api/events/suggestions')
    expect(again.body.find((s) => s.date === first?.date)).toBeUndefined()
  })
})
