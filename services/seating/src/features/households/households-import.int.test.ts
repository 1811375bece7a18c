import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody, Household, Person, PersonsBulkResult, PersonsBulkRowInput } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

const row = (
  firstName: string,
  lastName: string,
  phone: string,
  household?: string,
): PersonsBulkRowInput => ({
  firstName,
  lastName,
  phone,
  ...(household === undefined ? {} : { household }),
})

const importRows = (account: TestAccount, rows: PersonsBulkRowInput[]) =>
  account.call<PersonsBulkResult>('POST', '/api/persons/many', rows)

const householdsOf = async (account: TestAccount) =>
  (await account.call<Household[]>('GET', '/api/households')).body

const idOf = async (account: TestAccount, firstName: string) => {
  const persons = (await account.call<Person[]>('GET', '/api/persons')).body
  return persons.find((p) => p.firstName === firstName)?.id
}

describe('households from the import’s family column', () => {
  it('two chunks naming one family make one household of both; the same file again makes nothing twice', async () => {
    const a = await env.registerAccount()
    const first = await importRows(a, [
      row('אברהם', 'כהן', '026543210', 'משפחת כהן'),
      row('שרה', 'כהן', '0521000001', 'משפחת כהן'),
      row('דוד', 'לוי', '0521000002'),
    ])
    expect(first.status).toBe(201)
    // The second chunk writes the family in other spaces: still the same household.
    const second = await importRows(a, [row('יצחק', 'כהן', '0521000003', '  משפחת   כהן ')])
    expect(second.status).toBe(201)

    const households = await householdsOf(a)
    expect(households).toHaveLength(1)
    const [cohen] = households
    // Named as written; reached on the first member's mobile, not the home phone of the first row.
    expect(cohen).toMatchObject({ name: 'משפחת כהן', phone: '0521000001', email: '' })
    const ids = await Promise.all(['אברהם', 'שרה', 'יצחק'].map((n) => idOf(a, n)))
    expect(cohen?.memberIds).toEqual([...ids].sort((x, y) => (x ?? 0) - (y ?? 0)))
    expect(first.body.households).toEqual({ created: [cohen?.id], joined: [], added: 2, kept: 0 })
    expect(second.body.households).toEqual({ created: [], joined: [cohen?.id], added: 1, kept: 0 })

    // The whole file sent again (a retry): no worshipper and no household twice.
    const again = await importRows(a, [
      row('אברהם', 'כהן', '026543210', 'משפחת כהן'),
      row('שרה', 'כהן', '0521000001', 'משפחת כהן'),
      row('דוד', 'לוי', '0521000002'),
      row('יצחק', 'כהן', '0521000003', 'משפחת כהן'),
    ])
    expect(again.status).toBe(201)
    expect(again.body.created).toEqual([])
    expect(again.body.households).toEqual({ created: [], joined: [], added: 0, kept: 0 })
    expect(await householdsOf(a)).toEqual(households)
  })

  it('a bare surname names the household as written; a worshipper in another household stays there', async () => {
    const a = await env.registerAccount()
    await importRows(a, [row('משה', 'לוי', '0522000001')])
    const moshe = await idOf(a, 'משה')
    const own = await a.add<Household>('/api/households', {
      name: 'משה ורעייתו',
      phone: '0522000001',
      memberIds: [moshe],
    })
    const levi = await a.add<Household>('/api/households', { name: 'LEVI', email: 'levi@example.com' })

    const res = await importRows(a, [
      // Already listed and already in a household: left where he is, and counted.
      row('משה', 'לוי', '0522000001', 'לוי'),
      row('רבקה', 'לוי', '0522000002', 'לוי'),
      // An existing household of that name (case aside) is joined, not made again, and keeps its name.
      row('Dan', 'Levi', '0522000003', 'levi'),
    ])
    expect(res.status).toBe(201)
    const made = (await householdsOf(a)).find((h) => h.name === 'לוי')
    expect(made).toMatchObject({ phone: '0522000002', memberIds: [await idOf(a, 'רבקה')] })
    expect(res.body.households).toEqual({ created: [made?.id], joined: [levi.id], added: 2, kept: 1 })
    expect((await a.call<Household>('GET', `/api/households/${own.id}`)).body.memberIds).toEqual([moshe])
    // It had an email only: the joining member's phone becomes its phone too.
    expect((await a.call<Household>('GET', `/api/households/${levi.id}`)).body).toMatchObject({
      name: 'LEVI',
      phone: '0522000003',
      email: 'levi@example.com',
      memberIds: [await idOf(a, 'Dan')],
    })
  })

  it("another account's household of the same name is never joined or changed", async () => {
    const a = await env.registerAccount()
    const b = await env.registerAccount()
    await importRows(b, [row('רחל', 'אזולאי', '0523000001', 'משפחת אזולאי')])
    const theirs = await householdsOf(b)
    expect(theirs).toHaveLength(1)

    const res = await importRows(a, [row('יעקב', 'אזולאי', '0523000002', 'משפחת אזולאי')])
    expect(res.status).toBe(201)
    const mine = await householdsOf(a)
    expect(mine).toEqual([
      expect.objectContaining({ name: 'משפחת אזולאי', memberIds: [await idOf(a, 'יעקב')] }),
    ])
    expect(mine[0]?.id).not.toBe(theirs[0]?.id)
    expect(await householdsOf(b)).toEqual(theirs)
  })

  it('a family too long is refused in Hebrew naming its row and the column; nothing is saved', async () => {
    const a = await env.registerAccount()
    const res = await a.call<ErrorBody>('POST', '/api/persons/many', [
      row('נח', 'ברק', '0524000001', 'משפחת ברק'),
      row('לאה', 'ברק', '0524000002', 'א'.repeat(101)),
    ])
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      {
        field: '1.household',
        code: 'too_long',
        params: { max: 100, row: 2 },
        message: 'שורה 2, קבוצת משפחה: עד 100 תווים',
      },
    ])
    expect((await a.call<Person[]>('GET', '/api/persons')).body).toEqual([])
    expect(await householdsOf(a)).toEqual([])
  })

  it('a family of more members than a household holds is refused at the row that overflows it', async () => {
    const a = await env.registerAccount()
    const rows = Array.from({ length: 31 }, (_, i) =>
      row(`בן${i}`, 'גדול', `05250000${String(i).padStart(2, '0')}`, 'משפחה גדולה'),
    )
    const res = await a.call<ErrorBody>('POST', '/api/persons/many', rows)
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual([
      expect.objectContaining({
        field: '30.household',
        code: 'household_members_max',
        params: { max: 30, row: 31 },
      }),
    ])
    expect((await a.call<Person[]>('GET', '/api/persons')).body).toEqual([])
  })
})
