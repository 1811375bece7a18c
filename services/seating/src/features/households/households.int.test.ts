import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Household, HouseholdsGrouped, Person } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

type Refusal = { message: string; fields: Array<{ field: string; message: string }> }

const person = (account: TestAccount, firstName: string, lastName: string, phone: string) =>
  account.add<Person>('/api/persons', { firstName, lastName, phone })

describe('households', () => {
  it('a family with its contact; a worshipper moved to another household leaves the first', async () => {
    const a = await env.registerAccount()
    const father = await person(a, 'אברהם', 'כהן', '0521000001')
    const son = await person(a, 'יצחק', 'כהן', '0521000002')
    const cohen = await a.add<Household>('/api/households', {
      name: 'משפחת כהן',
      phone: '052-1000001',
      memberIds: [father.id, son.id, son.id],
    })
    expect(cohen).toMatchObject({ name: 'משפחת כהן', phone: '0521000001', email: '' })
    expect(cohen.memberIds).toEqual([father.id, son.id])

    const own = await a.add<Household>('/api/households', {
      name: 'יצחק כהן ורעייתו',
      email: 'Itzhak@Example.com',
      memberIds: [son.id],
    })
    expect(own.email).toBe('itzhak@example.com')
    const listed = (await a.call<Household[]>('GET', '/api/households')).body
    expect(listed.map((h) => [h.name, h.memberIds])).toEqual([
      ['יצחק כהן ורעייתו', [son.id]],
      ['משפחת כהן', [father.id]],
    ])

    expect((await a.call('DELETE', `/api/households/${own.id}`)).status).toBe(204)
    // The worshipper stays, in no household.
    expect((await a.call('GET', `/api/persons/${son.id}`)).status).toBe(200)
    expect((await a.call<Household[]>('GET', '/api/households')).body).toHaveLength(1)
  })

  it('a household needs a name and a phone or an email, each refused under its field in Hebrew', async () => {
    const a = await env.registerAccount()
    const noContact = await a.call<Refusal>('POST', '/api/households', { name: 'משפחת לוי' })
    expect(noContact.status).toBe(400)
    expect(noContact.body.fields).toEqual([
      expect.objectContaining({ field: 'phone', message: 'נדרש אימייל או טלפון' }),
    ])
    const bad = await a.call<Refusal>('POST', '/api/households', {
      name: ' ',
      phone: '123',
      email: 'not-an-email',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => f.field).sort()).toEqual(['email', 'name', 'phone'])
    expect((await a.call<Household[]>('GET', '/api/households')).body).toEqual([])
  })

  it('groups the worshippers in no household: a shared phone is one family, anyone else their own', async () => {
    const a = await env.registerAccount()
    const moshe = await person(a, 'משה', 'לוי', '0522000001')
    const sara = await person(a, 'שרה', 'לוי', '0522000001')
    const yosef = await person(a, 'יוסף', 'לוי', '0522000002')
    const dan = await person(a, 'דן', 'מזרחי', '0522000003')
    const eli = await person(a, 'אלי', '', '0522000004')
    const grouped = await a.call<HouseholdsGrouped>('POST', '/api/households/group')
    expect(grouped.body).toEqual({ created: 4, members: 5 })
    const listed = (await a.call<Household[]>('GET', '/api/households')).body
    expect(listed.map((h) => [h.name, h.phone, h.memberIds])).toEqual([
      ['אלי', '0522000004', [eli.id]],
      ['משפחת לוי', '0522000001', [moshe.id, sara.id]],
      ['משפחת לוי', '0522000002', [yosef.id]],
      ['משפחת מזרחי', '0522000003', [dan.id]],
    ])
    // Again: everyone is in a household already, so nothing is made twice.
    expect((await a.call<HouseholdsGrouped>('POST', '/api/households/group')).body).toEqual({
      created: 0,
      members: 0,
    })
  })

  it("another account's households and worshippers are out of reach: 404, and nothing changes", async () => {
    const a = await env.registerAccount()
    const b = await env.registerAccount()
    const mine = await person(a, 'רחל', 'אזולאי', '0523000001')
    const household = await a.add<Household>('/api/households', {
      name: 'משפחת אזולאי',
      phone: '0523000001',
      memberIds: [mine.id],
    })
    expect((await b.call<Household[]>('GET', '/api/households')).body).toEqual([])
    expect((await b.call('GET', `/api/households/${household.id}`)).status).toBe(404)
    const taken = await b.call('PUT', `/api/households/${household.id}`, { name: 'שלי', phone: '0523000009' })
    expect(taken.status).toBe(404)
    expect((await b.call('DELETE', `/api/households/${household.id}`)).status).toBe(404)
    // Their worshipper cannot be pulled into another account's household.
    const pulled = await b.call('POST', '/api/households', {
      name: 'גניבה',
      phone: '0523000009',
      memberIds: [mine.id],
    })
    expect(pulled.status).toBe(404)
    expect((await b.call<Household[]>('GET', '/api/households')).body).toEqual([])
    expect((await a.call<Household>('GET', `/api/households/${household.id}`)).body).toEqual(household)
    // Grouping in one account never touches another's worshippers.
    expect((await b.call<HouseholdsGrouped>('POST', '/api/households/group')).body.members).toBe(0)
  })
})
