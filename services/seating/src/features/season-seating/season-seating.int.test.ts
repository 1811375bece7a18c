import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Household, Person, SeasonConfirmResult, SeasonProposalResult, SeatMap } from '@seats/contracts'
import { send } from '@seats/kit/testing'
import { linkMailedTo, seasonSynagogue } from '../../testing/season-fixture'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

/** Who sits where on a map: "row:col" → person ids. */
const seating = async (a: TestAccount, mapId: number) => {
  const map = (await a.call<SeatMap>('GET', `/api/maps/${mapId}`)).body
  return new Map(
    map.cells.filter((c) => c.people.length > 0).map((c) => [`${c.row}:${c.col}`, c.people.map((p) => p.id)]),
  )
}
const seatOf = (seats: Map<string, number[]>, personId: number) =>
  [...seats.entries()].find(([, ids]) => ids.includes(personId))?.[0]

/** The last message auth queued to this address: its subject and body. */
const mailTo = async (email: string) =>
  (await env.auth
    .db('mail_messages as m')
    .join('mail_batches as b', 'b.id', 'm.batch_id')
    .where('m.to_email', email)
    .orderBy('m.id', 'desc')
    .first('b.subject', 'b.body')) as { subject: string; body: string }

describe("a season's automatic assignment and its notices", () => {
  it('seats each household in the areas it asked for, together, and tells it its seats once', async () => {
    const a = await env.registerAccount()
    const { father, daughter, men, women, levi, season } = await seasonSynagogue(a)
    const son = await a.add<Person>('/api/persons', {
      firstName: 'דוד',
      lastName: 'לוי',
      phone: '0523100001',
    })
    await a.call('PUT', `/api/households/${levi.id}`, {
      name: levi.name,
      email: levi.email,
      memberIds: [father.id, daughter.id, son.id],
    })
    await a.call('POST', `/api/seasons/${season.id}/links`, { all: true })
    const token = await linkMailedTo(env, 'levi@example.com')
    const answered = await send(env.base, '', 'PUT', `/api/season-requests/${token}`, {
      attending: [
        { personId: father.id, areaId: men },
        { personId: son.id, areaId: men },
        { personId: daughter.id, areaId: women },
      ],
      notFrontRow: true,
    })
    expect(answered.status).toBe(200)

    const run = await a.call<SeasonProposalResult>('POST', `/api/seasons/${season.id}/proposal`)
    expect(run.status).toBe(200)
    expect(run.body).toMatchObject({ households: 1, seats: 3, alreadySeated: 0, notes: [] })
    const seats = await seating(a, season.mapId)
    const [fatherRow, fatherCol] = seatOf(seats, father.id)!.split(':').map(Number)
    const [sonRow, sonCol] = seatOf(seats, son.id)!.split(':').map(Number)
    const [daughterRow] = seatOf(seats, daughter.id)!.split(':').map(Number)
    // Men in rows 1-4 (not the front row, as asked), side by side; the daughter in the women's rows 5-6.
    expect(fatherRow).toBe(sonRow)
    expect(fatherRow).toBeGreaterThan(1)
    expect(fatherRow).toBeLessThanOrEqual(4)
    expect(Math.abs(fatherCol! - sonCol!)).toBe(1)
    expect(daughterRow).toBeGreaterThanOrEqual(5)

    // A second run moves nobody who is seated.
    const again = await a.call<SeasonProposalResult>('POST', `/api/seasons/${season.id}/proposal`)
    expect(again.body).toMatchObject({ seats: 0, alreadySeated: 1 })
    expect(await seating(a, season.mapId)).toEqual(seats)

    const told = await a.call<SeasonConfirmResult>('POST', `/api/seasons/${season.id}/confirm`)
    expect(told.body).toEqual({ sent: 1, unchanged: 0, failed: 0, noContact: 0 })
    const mail = await mailTo('levi@example.com')
    expect(mail.subject).toBe('המקומות שלכם לימים נוראים')
    expect(mail.body).toMatch(/עזרת גברים: שורה [א-ת]+, מושבים \d+, \d+; עזרת נשים: שורה [א-ת]+, מושב \d+/)
    expect(
      (await a.call<SeasonConfirmResult>('POST', `/api/seasons/${season.id}/confirm`)).body,
    ).toMatchObject({
      sent: 0,
      unchanged: 1,
    })
  })

  it('says which household is short when its area is full, and seats what fits', async () => {
    const a = await env.registerAccount()
    const { father, daughter, women, levi, season } = await seasonSynagogue(a)
    // The women's section (16 seats) is already taken on the season's map but for one seat.
    const extra: Household[] = []
    for (let i = 0; i < 15; i++) {
      const p = await a.add<Person>('/api/persons', {
        firstName: `שרה ${i}`,
        lastName: 'כהן',
        phone: `05241000${String(i).padStart(2, '0')}`,
      })
      extra.push(
        await a.add<Household>('/api/households', { name: `כהן ${i}`, phone: p.phone, memberIds: [p.id] }),
      )
      const map = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
      await a.call('POST', `/api/maps/${season.mapId}/seats`, {
        version: map.version,
        ops: [{ op: 'assign', personId: p.id, to: { row: 5 + Math.floor(i / 8), col: 1 + (i % 8) } }],
      })
    }
    await a.call('POST', `/api/seasons/${season.id}/links`, { householdId: levi.id })
    const token = await linkMailedTo(env, 'levi@example.com')
    await send(env.base, '', 'PUT', `/api/season-requests/${token}`, {
      attending: [
        { personId: father.id, areaId: women },
        { personId: daughter.id, areaId: women },
      ],
    })
    const run = await a.call<SeasonProposalResult>('POST', `/api/seasons/${season.id}/proposal`)
    expect(run.body.seats).toBe(1)
    expect(run.body.notes).toEqual([
      { householdId: levi.id, householdName: 'משפחת לוי', kind: 'short', areaName: 'עזרת נשים', count: 1 },
    ])
  })

  it("gives the seat marked 'מקום נגיש' to the household that asks for one, and another household leaves it", async () => {
    const a = await env.registerAccount()
    const { father, men, season } = await seasonSynagogue(a)
    // The warden marks the first seat of the front row on the season's map: the one anybody would get first.
    const own = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
    const marked = await a.call<SeatMap>('PUT', `/api/maps/${season.mapId}`, {
      name: own.name,
      rows: own.rows,
      cols: own.cols,
      version: own.version,
      cells: [{ row: 1, col: 1, accessible: true }],
    })
    expect(marked.status).toBe(200)
    // The Cohens, three men, are seated first (the larger block) and ask nothing special.
    const cohens = await Promise.all(
      ['אברהם', 'יצחק', 'יעקב'].map((firstName, i) =>
        a.add<Person>('/api/persons', { firstName, lastName: 'כהן', phone: `05231000${i + 10}` }),
      ),
    )
    await a.add<Household>('/api/households', {
      name: 'משפחת כהן',
      email: 'cohen@example.com',
      memberIds: cohens.map((p) => p.id),
    })
    await a.call('POST', `/api/seasons/${season.id}/links`, { all: true })
    const asked = await send(
      env.base,
      '',
      'PUT',
      `/api/season-requests/${await linkMailedTo(env, 'cohen@example.com')}`,
      {
        attending: cohens.map((p) => ({ personId: p.id, areaId: men })),
      },
    )
    expect(asked.status).toBe(200)
    const leviAsked = await send(
      env.base,
      '',
      'PUT',
      `/api/season-requests/${await linkMailedTo(env, 'levi@example.com')}`,
      {
        attending: [{ personId: father.id, areaId: men }],
        accessible: true,
      },
    )
    expect(leviAsked.status).toBe(200)

    const run = await a.call<SeasonProposalResult>('POST', `/api/seasons/${season.id}/proposal`)
    expect(run.body).toMatchObject({ households: 2, seats: 4, notes: [] })
    const seats = await seating(a, season.mapId)
    expect(seatOf(seats, father.id)).toBe('1:1')
    for (const p of cohens) expect(seatOf(seats, p.id)).not.toBe('1:1')
    // The seat keeps its mark with the father in it.
    const after = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
    expect(after.cells.find((c) => c.row === 1 && c.col === 1)).toMatchObject({
      accessible: true,
      people: [{ id: father.id }],
    })
  })

  it('another account can neither run nor confirm a season it does not own', async () => {
    const a = await env.registerAccount()
    const { season } = await seasonSynagogue(a)
    const b = await env.registerAccount()
    expect((await b.call('POST', `/api/seasons/${season.id}/proposal`)).status).toBe(404)
    expect((await b.call('POST', `/api/seasons/${season.id}/confirm`)).status).toBe(404)
  })
})
