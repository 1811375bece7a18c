import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Person, PersonsBulkResult, SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

type ErrorBody = {
  error: string
  message: string
  fields?: Array<{ field: string; message: string }>
  params?: Record<string, string | number>
}
const rows = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    firstName: `אברהם${i + from}`,
    lastName: 'כהן',
    phone: `050${String(1_000_000 + i + from).padStart(7, '0')}`,
  }))

describe('persons', () => {
  let a: TestAccount
  beforeAll(async () => {
    a = await env.registerAccount()
  })

  it('creates, reads, lists, updates and deletes, normalising the phone to digits', async () => {
    const created = await a.call<Person>('POST', '/api/persons', {
      firstName: ' יצחק ',
      lastName: 'לוי',
      phone: '+972 52-123-4567',
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(Number),
      firstName: 'יצחק',
      lastName: 'לוי',
      phone: '0521234567',
      gender: null,
      seats: [],
    })
    const id = created.body.id
    expect((await a.call<Person>('GET', `/api/persons/${id}`)).body).toEqual(created.body)
    const updated = await a.call<Person>('PUT', `/api/persons/${id}`, {
      firstName: 'יצחק',
      lastName: 'לוי',
      phone: '02-6234567',
    })
    expect(updated.body.phone).toBe('026234567')
    // The gender is optional: given, it is kept when an edit does not send it, and cleared with null.
    const woman = await a.call<Person>('PUT', `/api/persons/${id}`, {
      firstName: 'רבקה',
      lastName: 'לוי',
      phone: '026234567',
      gender: 'female',
    })
    expect(woman.body.gender).toBe('female')
    await a.call('PUT', `/api/persons/${id}`, { firstName: 'רבקה', lastName: 'לוי', phone: '026234567' })
    expect((await a.call<Person>('GET', `/api/persons/${id}`)).body.gender).toBe('female')
    await a.call('PUT', `/api/persons/${id}`, {
      firstName: 'רבקה',
      lastName: 'לוי',
      phone: '026234567',
      gender: null,
    })
    expect((await a.call<Person>('GET', `/api/persons/${id}`)).body.gender).toBeNull()
    const bad = await a.call<ErrorBody>('PUT', `/api/persons/${id}`, {
      firstName: 'רבקה',
      lastName: 'לוי',
      phone: '026234567',
      gender: 'x',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual([{ field: 'gender', message: 'מין לא תקין' }])
    expect((await a.call<Person[]>('GET', '/api/persons')).body.map((p) => p.id)).toContain(id)
    expect((await a.call('DELETE', `/api/persons/${id}`)).status).toBe(204)
    expect((await a.call('GET', `/api/persons/${id}`)).status).toBe(404)
  })

  it('lets several persons share a phone but refuses an exact duplicate with 409', async () => {
    expect(
      (await a.call('POST', '/api/persons', { firstName: 'שרה', lastName: 'אבני', phone: '039876543' }))
        .status,
    ).toBe(201)
    expect(
      (await a.call('POST', '/api/persons', { firstName: 'רבקה', lastName: 'אבני', phone: '039876543' }))
        .status,
    ).toBe(201)
    const dup = await a.call<ErrorBody>('POST', '/api/persons', {
      firstName: 'שרה',
      lastName: 'אבני',
      phone: '03-987-6543',
    })
    expect(dup.status).toBe(409)
  })

  it('takes a worshipper known by one name, alone and in a bulk import, and tells two of them apart by phone', async () => {
    const shlomo = await a.call<Person>('POST', '/api/persons', { firstName: 'שלמה', phone: '0541112233' })
    expect(shlomo.status).toBe(201)
    expect(shlomo.body).toMatchObject({ firstName: 'שלמה', lastName: '', phone: '0541112233' })
    const bulk = await a.call<PersonsBulkResult>('POST', '/api/persons/many', [
      { firstName: 'יוסף', lastName: '', phone: '0541112244' },
      { firstName: 'יוסף', lastName: ' ', phone: '0541112244' },
    ])
    expect(bulk.status).toBe(201)
    expect(bulk.body.created.map((p) => [p.firstName, p.lastName])).toEqual([['יוסף', '']])
    expect(bulk.body.duplicates).toHaveLength(1)
    // Editing the one name keeps no last name; a last name given later is kept.
    const edited = await a.call<Person>('PUT', `/api/persons/${shlomo.body.id}`, {
      firstName: 'שלמה',
      lastName: 'זלמן',
      phone: '0541112233',
    })
    expect(edited.body.lastName).toBe('זלמן')
    const listed = (await a.call<Person[]>('GET', '/api/persons')).body
    expect(listed.find((p) => p.phone === '0541112244')).toMatchObject({ firstName: 'יוסף', lastName: '' })
  })

  it('refuses bad input naming each field in Hebrew', async () => {
    const res = await a.call<ErrorBody>('POST', '/api/persons', { firstName: '', phone: '123' })
    expect(res.status).toBe(400)
    expect(res.body.fields?.map((f) => f.field).sort()).toEqual(['firstName', 'phone'])
    expect(res.body.message).toContain('שם פרטי')
    expect(res.body.message).toContain('טלפון')
  })

  it('deleting a person clears their seats on every map and publishes person.deleted once', async () => {
    const p = await a.add<Person>('/api/persons', { firstName: 'נחום', lastName: 'גל', phone: '0541231234' })
    const q = await a.add<Person>('/api/persons', { firstName: 'נעמי', lastName: 'גל', phone: '0541231234' })
    const m1 = await a.add<SeatMap>('/api/maps', {
      name: 'א',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 1, people: [{ id: p.id }, { id: q.id }] }],
    })
    const m2 = await a.add<SeatMap>('/api/maps', {
      name: 'ב',
      rows: 2,
      cols: 2,
      cells: [{ row: 2, col: 2, people: [{ id: p.id }] }],
    })
    expect((await a.call<Person>('GET', `/api/persons/${p.id}`)).body.seats).toHaveLength(2)
    const res = await a.call<{ deleted: number[] }>('DELETE', '/api/persons/many', { ids: [p.id, q.id] })
    expect(res.status).toBe(200)
    expect(res.body.deleted.sort()).toEqual([p.id, q.id].sort())
    const after1 = (await a.call<SeatMap>('GET', `/api/maps/${m1.id}`)).body
    const after2 = (await a.call<SeatMap>('GET', `/api/maps/${m2.id}`)).body
    expect(after1.cells).toEqual([])
    expect(after2.cells).toEqual([])
    expect(after1.version).toBe(m1.version + 1)
    expect(after2.version).toBe(m2.version + 1)
    const events = (await env.domainEvents()).filter(
      (e) => e.type === 'person.deleted' && e.personIds.includes(p.id),
    )
    expect(events).toEqual([{ type: 'person.deleted', accountId: a.id, personIds: [p.id, q.id] }])
    expect(await env.deps.db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 })
  })

  it("bulk delete with any id that is not the account's deletes nothing (404)", async () => {
    const b = await env.registerAccount()
    const mine = await a.add<Person>('/api/persons', {
      firstName: 'עוזי',
      lastName: 'רם',
      phone: '0549999999',
    })
    const theirs = await b.add<Person>('/api/persons', {
      firstName: 'זר',
      lastName: 'רם',
      phone: '0549999998',
    })
    expect((await a.call('DELETE', '/api/persons/many', { ids: [mine.id, theirs.id] })).status).toBe(404)
    expect((await a.call('GET', `/api/persons/${mine.id}`)).status).toBe(200)
    expect((await b.call('GET', `/api/persons/${theirs.id}`)).status).toBe(200)
  })
})

describe('bulk import', () => {
  let a: TestAccount
  beforeAll(async () => {
    a = await env.registerAccount()
    await env.setMaxPeople(a.id, 5_000)
  })

  it('adds all rows, reports duplicates of existing persons and of earlier rows', async () => {
    await a.call('POST', '/api/persons', { firstName: 'קיים', lastName: 'כבר', phone: '0581111111' })
    const res = await a.call<PersonsBulkResult>('POST', '/api/persons/many', [
      { firstName: 'חדש', lastName: 'אחד', phone: '0582222222' },
      { firstName: 'קיים', lastName: 'כבר', phone: '058-111-1111' },
      { firstName: 'חדש', lastName: 'אחד', phone: '0582222222' },
    ])
    expect(res.status).toBe(201)
    expect(res.body.created).toEqual([
      {
        id: expect.any(Number),
        firstName: 'חדש',
        lastName: 'אחד',
        phone: '0582222222',
        gender: null,
        seats: [],
      },
    ])
    expect(res.body.duplicates).toEqual([
      { index: 1, firstName: 'קיים', lastName: 'כבר', phone: '0581111111', existingId: expect.any(Number) },
      { index: 2, firstName: 'חדש', lastName: 'אחד', phone: '0582222222', existingId: null },
    ])
  })

  it('refuses the whole file naming row and field when any row is bad', async () => {
    const before = (await a.call<Person[]>('GET', '/api/persons')).body.length
    const list = rows(5, 500)
    list[3] = { firstName: 'רע', lastName: 'רע', phone: '12' }
    list[4] = { firstName: '', lastName: 'רע', phone: '0501234567' }
    const res = await a.call<ErrorBody>('POST', '/api/persons/many', list)
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      {
        field: '3.phone',
        code: 'phone_invalid',
        params: { row: 4 },
        message: 'שורה 4, טלפון: מספר טלפון לא תקין',
      },
      { field: '4.firstName', code: 'required', params: { row: 5 }, message: 'שורה 5, שם פרטי: שדה חובה' },
    ])
    expect(res.body.message).toContain('4, 5')
    expect((await a.call<Person[]>('GET', '/api/persons')).body.length).toBe(before)
    const notList = await a.call<ErrorBody>('POST', '/api/persons/many', { firstName: 'x' })
    expect(notList.status).toBe(400)
  })

  it('names a too long name and an unknown gender by code, worded as the schema words them', async () => {
    const list: Record<string, unknown>[] = rows(2, 600)
    list[0] = { firstName: 'א'.repeat(61), lastName: 'רע', phone: '0501234567' }
    list[1] = { firstName: 'טוב', lastName: 'רע', phone: '0501234568', gender: 'x' }
    const res = await a.call<ErrorBody>('POST', '/api/persons/many', list)
    expect(res.body.fields).toEqual([
      {
        field: '0.firstName',
        code: 'too_long',
        params: { row: 1, max: 60 },
        message: 'שורה 1, שם פרטי: עד 60 תווים',
      },
      {
        field: '1.gender',
        code: 'choice_invalid',
        params: { row: 2, label: 'מין' },
        message: 'שורה 2, מין: מין לא תקין',
      },
    ])
  })

  it('takes 2,000 rows in one call and refuses a body over 5 MB with 413', async () => {
    // How fast is the import benchmark's to measure (bench:import), not a test's.
    const res = await a.call<PersonsBulkResult>('POST', '/api/persons/many', rows(2_000))
    expect(res.status).toBe(201)
    expect(res.body.created).toHaveLength(2_000)
    expect(new Set(res.body.created.map((p) => p.id)).size).toBe(2_000)
    const tooBig = await a.call<ErrorBody>(
      'POST',
      '/api/persons/many',
      rows(1).map((r) => ({ ...r, pad: 'x'.repeat(6 * 1024 * 1024) })),
    )
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.error).toBe('payload_too_large')
  })
})

describe('maxPeople', () => {
  it('refuses the person past the quota with 422 and a Hebrew message naming it, single and bulk, saving nothing', async () => {
    const a = await env.registerAccount()
    await env.setMaxPeople(a.id, 5)
    expect((await a.call<PersonsBulkResult>('POST', '/api/persons/many', rows(4))).status).toBe(201)
    const over = await a.call<ErrorBody>('POST', '/api/persons/many', rows(2, 100))
    expect(over.status).toBe(422)
    expect(over.body.error).toBe('quota_exceeded')
    expect(over.body.params).toEqual({ max: 5, existing: 4, room: 1 })
    expect(over.body.message).toContain('החשבון מוגבל ל-5 מתפללים')
    expect((await a.call<Person[]>('GET', '/api/persons')).body).toHaveLength(4)
    expect((await a.call('POST', '/api/persons', rows(1, 200)[0])).status).toBe(201)
    const single = await a.call<ErrorBody>('POST', '/api/persons', rows(1, 300)[0])
    expect(single.status).toBe(422)
    expect(single.body.message).toContain('החשבון מוגבל ל-5 מתפללים')
    expect((await a.call<Person[]>('GET', '/api/persons')).body).toHaveLength(5)
  })

  it('counts concurrent creates correctly (no race past the quota)', async () => {
    const a = await env.registerAccount()
    await env.setMaxPeople(a.id, 3)
    const results = await Promise.all(rows(8, 700).map((r) => a.call('POST', '/api/persons', r)))
    expect(results.filter((r) => r.status === 201)).toHaveLength(3)
    expect(results.filter((r) => r.status === 422)).toHaveLength(5)
  })
})
