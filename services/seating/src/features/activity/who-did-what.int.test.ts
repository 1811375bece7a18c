import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { invitationTokenSentTo } from '@seats/auth/testing'
import {
  changeSubject,
  describeChange,
  type DomainEvent,
  type Household,
  type HouseholdsGrouped,
  type MapElement,
  type MapVersion,
  type MemberRole,
  type Person,
  type Season,
  type SeasonConfirmResult,
  type SeasonLinksSent,
  type SeasonPayment,
  type SeasonProposalResult,
  type SeatEvent,
  type SeatMap,
} from '@seats/contracts'
import type { Call } from '@seats/kit/testing'
import { linkMailedTo, seasonSynagogue } from '../../testing/season-fixture'
import { send, startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

type Recorded = Extract<DomainEvent, { type: 'change.recorded' }>

let env: SeatingTestEnv
let owner: TestAccount
let reuven: { id: number; call: Call }
let viewer: { id: number; call: Call }

/** A person the owner invites, joining the synagogue under his own name, as a real member does. */
async function join(name: string, role: MemberRole): Promise<{ id: number; call: Call }> {
  const tag = randomBytes(5).toString('hex')
  const email = `${role}-${tag}@example.com`
  const sent = await send(env.auth.base, owner.token, 'POST', '/api/members/invitations', { email, role })
  expect(sent.status).toBe(201)
  const reg = await send<{ accessToken: string; user: { id: number } }>(
    env.auth.base,
    null,
    'POST',
    '/api/auth/register',
    {
      email,
      password: `password-${tag}`,
      contactName: name,
      phone: '0501234567',
      invitationToken: await invitationTokenSentTo(env.auth, email),
    },
  )
  expect(reg.status).toBe(201)
  const token = reg.body.accessToken
  return {
    id: reg.body.user.id,
    call: (method, path, body, headers) => send(env.base, token, method, path, body, headers),
  }
}

const recorded = async (): Promise<Recorded[]> =>
  (await env.domainEvents()).filter((e): e is Recorded => e.type === 'change.recorded')

/** What the activity list hears of while `work` runs (every write publishes before it answers). */
async function heardDuring<T>(work: () => Promise<T>): Promise<{ result: T; changes: Recorded[] }> {
  const before = (await recorded()).length
  const result = await work()
  return { result, changes: (await recorded()).slice(before) }
}

const byReuven = () => ({ memberId: reuven.id, memberName: 'ראובן' })

beforeAll(async () => {
  env = await startSeating()
  owner = await env.registerAccount()
  reuven = await join('ראובן', 'warden')
  viewer = await join('שמעון', 'viewer')
})
afterAll(() => env?.close())

describe('who did what: seats', () => {
  let moshe: Person
  let map: SeatMap
  beforeAll(async () => {
    moshe = await owner.add<Person>('/api/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0521112233',
    })
    // The first column is an aisle: the hall's seat 2 of a row is the grid's third column.
    map = await owner.add<SeatMap>('/api/maps', {
      name: 'אולם',
      rows: 2,
      cols: 5,
      seatNumbering: 'row',
      cells: [
        { row: 1, col: 1, kind: 'aisle' },
        { row: 2, col: 1, kind: 'aisle' },
      ],
    })
  })
  const seatOps = (version: number, ops: unknown[]) =>
    reuven.call<MapVersion>('POST', `/api/maps/${map.id}/seats`, { version, ops })

  it('seating, moving and unseating a worshipper each tell who did it, naming the seats as the hall does', async () => {
    const assign = await heardDuring(() =>
      seatOps(map.version, [{ op: 'assign', personId: moshe.id, to: { row: 1, col: 3 } }]),
    )
    expect(assign.result.status).toBe(200)
    expect(assign.changes).toEqual([
      {
        type: 'change.recorded',
        accountId: owner.id,
        key: expect.any(String),
        at: expect.any(String),
        change: {
          ...byReuven(),
          action: 'seat.assign',
          subject: changeSubject.seat(map.id, 1, 3),
          details: { personId: moshe.id, personName: 'משה כהן', seat: 'שורה א, מושב 2' },
        },
      },
    ])
    expect(Number.isNaN(Date.parse(assign.changes[0]?.at ?? ''))).toBe(false)

    const move = await heardDuring(() =>
      seatOps(assign.result.body.version, [
        { op: 'move', personId: moshe.id, from: { row: 1, col: 3 }, to: { row: 2, col: 4 } },
      ]),
    )
    expect(move.result.status).toBe(200)
    expect(move.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'seat.move',
        subject: changeSubject.seat(map.id, 2, 4),
        details: {
          personId: moshe.id,
          personName: 'משה כהן',
          seat: 'שורה ב, מושב 3',
          fromSeat: 'שורה א, מושב 2',
        },
      },
    ])
    expect(move.changes.map((e) => describeChange(e.change))).toEqual([
      'ראובן העביר את משה כהן משורה א, מושב 2 לשורה ב, מושב 3',
    ])

    const unassign = await heardDuring(() =>
      seatOps(move.result.body.version, [{ op: 'unassign', personId: moshe.id, from: { row: 2, col: 4 } }]),
    )
    expect(unassign.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'seat.unassign',
        subject: changeSubject.seat(map.id, 2, 4),
        details: { personId: moshe.id, personName: 'משה כהן', seat: 'שורה ב, מושב 3' },
      },
    ])
    expect(describeChange(unassign.changes[0]!.change)).toBe('ראובן הוציא את משה כהן משורה ב, מושב 3')
    map = { ...map, version: unassign.result.body.version }
  })

  it('a batch of seat changes tells each one, each under its own key', async () => {
    const aharon = await owner.add<Person>('/api/persons', {
      firstName: 'אהרן',
      lastName: 'לוי',
      phone: '0521112244',
    })
    const { result, changes } = await heardDuring(() =>
      seatOps(map.version, [
        { op: 'assign', personId: moshe.id, to: { row: 1, col: 2 } },
        { op: 'assign', personId: aharon.id, to: { row: 1, col: 5 } },
      ]),
    )
    expect(result.status).toBe(200)
    expect(changes.map((e) => [e.change.action, e.change.details.personName, e.change.details.seat])).toEqual(
      [
        ['seat.assign', 'משה כהן', 'שורה א, מושב 1'],
        ['seat.assign', 'אהרן לוי', 'שורה א, מושב 4'],
      ],
    )
    expect(new Set(changes.map((e) => e.key)).size).toBe(2)
    map = { ...map, version: result.body.version }
  })

  it('a refused seat change is told to nobody', async () => {
    const stale = await heardDuring(() =>
      seatOps(map.version - 1, [{ op: 'unassign', personId: moshe.id, from: { row: 1, col: 2 } }]),
    )
    expect(stale.result.status).toBe(409)
    expect(stale.changes).toEqual([])

    // The first op alone is fine; the aisle refuses the whole batch, and neither is told.
    const aisle = await heardDuring(() =>
      seatOps(map.version, [
        { op: 'unassign', personId: moshe.id, from: { row: 1, col: 2 } },
        { op: 'assign', personId: moshe.id, to: { row: 2, col: 1 } },
      ]),
    )
    expect(aisle.result.status).toBe(400)
    expect(aisle.changes).toEqual([])

    const viewed = await heardDuring(() =>
      viewer.call('POST', `/api/maps/${map.id}/seats`, {
        version: map.version,
        ops: [{ op: 'unassign', personId: moshe.id, from: { row: 1, col: 2 } }],
      }),
    )
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])
  })
})

describe('who did what: worshippers', () => {
  it('adding, editing and deleting a worshipper each tell who did it', async () => {
    const add = await heardDuring(() =>
      reuven.call<Person>('POST', '/api/persons', {
        firstName: 'יעקב',
        lastName: 'אבוחצירא',
        phone: '0533334444',
      }),
    )
    expect(add.result.status).toBe(201)
    const id = add.result.body.id
    expect(add.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'person.create',
        subject: changeSubject.person(id),
        details: { personId: id, personName: 'יעקב אבוחצירא' },
      },
    ])
    expect(add.changes[0]?.accountId).toBe(owner.id)

    const edit = await heardDuring(() =>
      reuven.call('PUT', `/api/persons/${id}`, {
        firstName: 'ישראל',
        lastName: 'אבוחצירא',
        phone: '0533334444',
      }),
    )
    expect(edit.result.status).toBe(200)
    expect(edit.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'person.update',
        subject: changeSubject.person(id),
        details: { personId: id, personName: 'ישראל אבוחצירא' },
      },
    ])

    const gone = await heardDuring(() => reuven.call('DELETE', `/api/persons/${id}`))
    expect(gone.result.status).toBe(204)
    expect(gone.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'person.delete',
        subject: changeSubject.person(id),
        details: { personId: id, count: 1 },
      },
    ])
  })

  it('deleting many and importing a file are each one line with the count', async () => {
    const many = await heardDuring(() =>
      reuven.call<{ created: Person[] }>('POST', '/api/persons/many', [
        { firstName: 'דן', lastName: 'גד', phone: '0544440001' },
        { firstName: 'אשר', lastName: 'גד', phone: '0544440001' },
        { firstName: 'נפתלי', lastName: 'גד', phone: '0544440001' },
      ]),
    )
    expect(many.result.status).toBe(201)
    const ids = many.result.body.created.map((p) => p.id)
    expect(many.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'person.import',
        subject: changeSubject.person(ids[0]!),
        details: { count: 3 },
      },
    ])
    expect(describeChange(many.changes[0]!.change)).toBe('ראובן ייבא 3 מתפללים מקובץ')

    // A file whose rows are all there already adds no one, and tells nothing.
    const again = await heardDuring(() =>
      reuven.call('POST', '/api/persons/many', [{ firstName: 'דן', lastName: 'גד', phone: '0544440001' }]),
    )
    expect(again.result.status).toBe(201)
    expect(again.changes).toEqual([])

    const gone = await heardDuring(() => reuven.call('DELETE', '/api/persons/many', { ids: ids.slice(0, 2) }))
    expect(gone.result.status).toBe(200)
    expect(gone.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'person.delete',
        subject: changeSubject.person(ids[0]!),
        details: { count: 2 },
      },
    ])
    expect(describeChange(gone.changes[0]!.change)).toBe('ראובן מחק 2 מתפללים')
  })

  it('a refused worshipper change is told to nobody', async () => {
    const twin = { firstName: 'זבולון', lastName: 'לוי', phone: '0545556666' }
    await owner.add('/api/persons', twin)
    const duplicate = await heardDuring(() => reuven.call('POST', '/api/persons', twin))
    expect(duplicate.result.status).toBe(409)
    expect(duplicate.changes).toEqual([])

    const viewed = await heardDuring(() =>
      viewer.call('POST', '/api/persons', { firstName: 'יששכר', lastName: 'לוי', phone: '0545557777' }),
    )
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])

    const missing = await heardDuring(() =>
      reuven.call('DELETE', '/api/persons/many', { ids: [2 ** 31 - 1] }),
    )
    expect(missing.result.status).toBe(404)
    expect(missing.changes).toEqual([])
  })
})

describe('who did what: maps and their parts', () => {
  it('creating, saving and deleting a map each tell who did it, with the map name', async () => {
    const made = await heardDuring(() =>
      reuven.call<SeatMap>('POST', '/api/maps', { name: 'עזרת נשים', rows: 3, cols: 3 }),
    )
    expect(made.result.status).toBe(201)
    const map = made.result.body
    expect(made.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'map.create',
        subject: changeSubject.map(map.id),
        details: { mapName: 'עזרת נשים' },
      },
    ])

    const saved = await heardDuring(() =>
      reuven.call<SeatMap>('PUT', `/api/maps/${map.id}`, {
        name: 'עזרת נשים עליונה',
        rows: 3,
        cols: 4,
        version: map.version,
      }),
    )
    expect(saved.result.status).toBe(200)
    expect(saved.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'map.update',
        subject: changeSubject.map(map.id),
        details: { mapName: 'עזרת נשים עליונה' },
      },
    ])

    const stale = await heardDuring(() =>
      reuven.call('PUT', `/api/maps/${map.id}`, { name: 'ישן', rows: 3, cols: 3, version: map.version }),
    )
    expect(stale.result.status).toBe(409)
    expect(stale.changes).toEqual([])

    const viewed = await heardDuring(() => viewer.call('DELETE', `/api/maps/${map.id}`))
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])

    const gone = await heardDuring(() => reuven.call('DELETE', `/api/maps/${map.id}`))
    expect(gone.result.status).toBe(204)
    expect(gone.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'map.delete',
        subject: changeSubject.map(map.id),
        details: { mapName: 'עזרת נשים עליונה' },
      },
    ])
    expect(describeChange(gone.changes[0]!.change)).toBe('ראובן מחק את המפה עזרת נשים עליונה')
  })

  it("each edit of a map's elements and print layouts is one update of that map", async () => {
    const map = await owner.add<SeatMap>('/api/maps', { name: 'היכל', rows: 4, cols: 4 })
    const expected = [
      {
        ...byReuven(),
        action: 'map.update',
        subject: changeSubject.map(map.id),
        details: { mapName: 'היכל' },
      },
    ]
    const ark = await heardDuring(() =>
      reuven.call<MapElement>('POST', '/api/elements', {
        mapId: map.id,
        name: 'ארון הקודש',
        kind: 'ark',
        row: 1,
        col: 2,
      }),
    )
    expect(ark.result.status).toBe(201)
    expect(ark.changes.map((e) => e.change)).toEqual(expected)

    const moved = await heardDuring(() =>
      reuven.call('PUT', `/api/elements/${ark.result.body.id}`, {
        name: 'ארון הקודש',
        kind: 'ark',
        row: 1,
        col: 3,
      }),
    )
    expect(moved.result.status).toBe(200)
    expect(moved.changes.map((e) => e.change)).toEqual(expected)

    const display = map.displays[0]!
    const printed = await heardDuring(() =>
      reuven.call('PUT', `/api/displays/${display.id}`, {
        name: 'להדפסה',
        size: 'A3',
        orientation: 'portrait',
      }),
    )
    expect(printed.result.status).toBe(200)
    expect(printed.changes.map((e) => e.change)).toEqual(expected)

    const outside = await heardDuring(() =>
      reuven.call('PUT', `/api/displays/${display.id}`, { name: 'להדפסה', rowRange: [1, 9] }),
    )
    expect(outside.result.status).toBe(400)
    expect(outside.changes).toEqual([])

    const removed = await heardDuring(() => reuven.call('DELETE', `/api/elements/${ark.result.body.id}`))
    expect(removed.result.status).toBe(200)
    expect(removed.changes.map((e) => e.change)).toEqual(expected)
  })
})

describe('who did what: events', () => {
  it('adding, editing and deleting an event each tell who did it, with its name', async () => {
    const added = await heardDuring(() =>
      reuven.call<SeatEvent>('POST', '/api/events', { name: 'בר מצווה של דוד', date: '2031-03-04' }),
    )
    expect(added.result.status).toBe(201)
    const id = added.result.body.id
    expect(added.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'event.create',
        subject: changeSubject.event(id),
        details: { eventName: 'בר מצווה של דוד' },
      },
    ])

    const edited = await heardDuring(() =>
      reuven.call('PUT', `/api/events/${id}`, { name: 'בר המצווה של דוד', date: '2031-03-05' }),
    )
    expect(edited.result.status).toBe(200)
    expect(edited.changes.map((e) => [e.change.action, e.change.details.eventName])).toEqual([
      ['event.update', 'בר המצווה של דוד'],
    ])

    const missing = await heardDuring(() =>
      reuven.call('PUT', `/api/events/${2 ** 31 - 1}`, { name: 'אין', date: '2031-03-05' }),
    )
    expect(missing.result.status).toBe(404)
    expect(missing.changes).toEqual([])

    const viewed = await heardDuring(() => viewer.call('DELETE', `/api/events/${id}`))
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])

    const gone = await heardDuring(() => reuven.call('DELETE', `/api/events/${id}`))
    expect(gone.result.status).toBe(204)
    expect(gone.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'event.delete',
        subject: changeSubject.event(id),
        details: { eventName: 'בר המצווה של דוד' },
      },
    ])
  })
})

describe('who did what: households', () => {
  it('adding, editing and deleting a household each tell who did it; the deletion keeps no name', async () => {
    const [yosef, yehudit] = await Promise.all([
      owner.add<Person>('/api/persons', { firstName: 'יוסף', lastName: 'מזרחי', phone: '0556660001' }),
      owner.add<Person>('/api/persons', { firstName: 'יהודית', lastName: 'מזרחי', phone: '0556660001' }),
    ])
    const made = await heardDuring(() =>
      reuven.call<Household>('POST', '/api/households', {
        name: 'משפחת מזרחי',
        phone: '0556660001',
        memberIds: [yosef.id],
      }),
    )
    expect(made.result.status).toBe(201)
    const id = made.result.body.id
    expect(made.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'household.create',
        subject: changeSubject.household(id),
        details: { householdId: id, householdName: 'משפחת מזרחי' },
      },
    ])
    expect(made.changes[0]?.accountId).toBe(owner.id)

    const edited = await heardDuring(() =>
      reuven.call('PUT', `/api/households/${id}`, {
        name: 'בית מזרחי',
        phone: '0556660001',
        memberIds: [yosef.id, yehudit.id],
      }),
    )
    expect(edited.result.status).toBe(200)
    expect(edited.changes.map((e) => describeChange(e.change))).toEqual(['ראובן עדכן את הפרטים של בית מזרחי'])

    const viewed = await heardDuring(() => viewer.call('DELETE', `/api/households/${id}`))
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])

    const gone = await heardDuring(() => reuven.call('DELETE', `/api/households/${id}`))
    expect(gone.result.status).toBe(204)
    expect(gone.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'household.delete',
        subject: changeSubject.household(id),
        details: { householdId: id },
      },
    ])
    // The second click of a double click finds nothing to delete, and tells nothing.
    const again = await heardDuring(() => reuven.call('DELETE', `/api/households/${id}`))
    expect(again.result.status).toBe(404)
    expect(again.changes).toEqual([])
  })

  it('grouping by phone is one line with the count of households it made, and nothing when it made none', async () => {
    const grouped = await heardDuring(() => reuven.call<HouseholdsGrouped>('POST', '/api/households/group'))
    expect(grouped.result.status).toBe(200)
    expect(grouped.result.body.created).toBeGreaterThan(1)
    expect(grouped.changes.map((e) => e.change)).toEqual([
      {
        ...byReuven(),
        action: 'household.group',
        subject: expect.stringMatching(/^household:\d+$/),
        details: { count: grouped.result.body.created },
      },
    ])

    const again = await heardDuring(() => reuven.call<HouseholdsGrouped>('POST', '/api/households/group'))
    expect(again.result.body.created).toBe(0)
    expect(again.changes).toEqual([])
  })
})

describe('who did what: the High Holiday season', () => {
  let season: Season
  let levi: Household
  let father: Person
  let daughter: Person
  let men: number
  let women: number
  const told = (changes: Recorded[]) => changes.map((e) => e.change)
  beforeAll(async () => {
    ;({ season, levi, father, daughter, men, women } = await seasonSynagogue(owner))
  })

  it("creating and deleting a season each tell it by the season's name, beside its map's line", async () => {
    const made = await heardDuring(() =>
      reuven.call<Season>('POST', '/api/seasons', {
        name: 'סוכות',
        sourceMapId: season.sourceMapId,
        dates: [{ date: '2027-10-16', name: 'סוכות' }],
      }),
    )
    expect(made.result.status).toBe(201)
    const sukkot = made.result.body
    expect(told(made.changes)).toEqual([
      {
        ...byReuven(),
        action: 'season.create',
        subject: changeSubject.season(sukkot.id),
        details: { seasonName: 'סוכות' },
      },
      {
        ...byReuven(),
        action: 'map.create',
        subject: changeSubject.map(sukkot.mapId),
        details: { mapName: 'סוכות' },
      },
    ])

    const viewed = await heardDuring(() => viewer.call('DELETE', `/api/seasons/${sukkot.id}`))
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])

    const gone = await heardDuring(() => reuven.call('DELETE', `/api/seasons/${sukkot.id}`))
    expect(gone.result.status).toBe(204)
    expect(told(gone.changes).map((c) => describeChange(c))).toEqual([
      'ראובן מחק את העונה סוכות',
      'ראובן מחק את המפה סוכות',
    ])
    const again = await heardDuring(() => reuven.call('DELETE', `/api/seasons/${sukkot.id}`))
    expect(again.result.status).toBe(404)
    expect(again.changes).toEqual([])
  })

  it('renaming a season or changing its days tells what changed; a save that changes nothing tells nothing', async () => {
    const made = await reuven.call<Season>('POST', '/api/seasons', {
      name: 'חגים',
      sourceMapId: season.sourceMapId,
      dates: [{ date: '2027-10-16', name: 'סוכות' }],
    })
    const edit = (body: unknown, by = reuven) =>
      heardDuring(() => by.call<Season>('PUT', `/api/seasons/${made.body.id}`, body))
    const sukkot = [{ date: '2027-10-16', name: 'סוכות' }]
    const withShmini = [...sukkot, { date: '2027-10-23', name: 'שמיני עצרת' }]

    const renamed = await edit({ name: 'סוכות', dates: sukkot })
    expect(renamed.result.status).toBe(200)
    expect(renamed.result.body.name).toBe('סוכות')
    expect(told(renamed.changes)).toEqual([
      {
        ...byReuven(),
        action: 'season.update',
        subject: changeSubject.season(made.body.id),
        details: { seasonName: 'סוכות', previousSeasonName: 'חגים' },
      },
    ])
    const days = await edit({ name: 'סוכות', dates: withShmini })
    expect(days.result.body.dates.map((d) => d.date)).toEqual(['2027-10-16', '2027-10-23'])
    expect(told(days.changes).map((c) => describeChange(c))).toEqual(['ראובן שינה את תאריכי העונה סוכות'])
    const both = await edit({ name: 'סוכות תשפ"ח', dates: sukkot })
    expect(told(both.changes).map((c) => describeChange(c))).toEqual([
      'ראובן שינה את שם העונה סוכות לסוכות תשפ"ח ואת תאריכיה',
    ])

    const same = await edit({ name: 'סוכות תשפ"ח', dates: sukkot })
    expect(same.result.status).toBe(200)
    expect(same.changes).toEqual([])
    const byViewer = await edit({ name: 'אחר', dates: sukkot }, viewer)
    expect(byViewer.result.status).toBe(403)
    expect(byViewer.changes).toEqual([])
    const refused = await edit({ name: '', dates: [] })
    expect(refused.result.status).toBe(400)
    expect(refused.changes).toEqual([])
    expect((await reuven.call<Season>('GET', `/api/seasons/${made.body.id}`)).body.name).toBe('סוכות תשפ"ח')
    await reuven.call('DELETE', `/api/seasons/${made.body.id}`)
  })

  it('opening and closing the requests tell it once; a second click changes and tells nothing', async () => {
    const state = (s: 'open' | 'closed') =>
      heardDuring(() => reuven.call('PUT', `/api/seasons/${season.id}/requests-state`, { state: s }))
    const opened = await state('open')
    expect(opened.result.status).toBe(200)
    expect(told(opened.changes)).toEqual([
      {
        ...byReuven(),
        action: 'season.open',
        subject: changeSubject.season(season.id),
        details: { seasonName: 'ימים נוראים' },
      },
    ])
    expect((await state('open')).changes).toEqual([])
    const closed = await state('closed')
    expect(told(closed.changes).map((c) => describeChange(c))).toEqual([
      'ראובן סגר את בקשות המקומות לעונה ימים נוראים',
    ])
    expect((await state('open')).changes.map((e) => e.change.action)).toEqual(['season.open'])
  })

  it('sending the links is one line with the count; a single household’s resend names it', async () => {
    const all = await heardDuring(() =>
      reuven.call<SeasonLinksSent>('POST', `/api/seasons/${season.id}/links`, { all: true }),
    )
    expect(all.result.status).toBe(200)
    expect(all.result.body.sent).toBeGreaterThan(0)
    expect(told(all.changes)).toEqual([
      {
        ...byReuven(),
        action: 'season.links',
        subject: changeSubject.season(season.id),
        details: { seasonName: 'ימים נוראים', count: all.result.body.sent },
      },
    ])

    const one = await heardDuring(() =>
      reuven.call('POST', `/api/seasons/${season.id}/links`, { householdId: levi.id }),
    )
    expect(one.result.status).toBe(200)
    expect(told(one.changes).map((c) => describeChange(c))).toEqual([
      'ראובן שלח למשפחת לוי קישור לבקשת מקומות בעונה ימים נוראים',
    ])
    expect(told(one.changes)[0]?.details).toMatchObject({ householdId: levi.id, count: 1 })

    // A double click is refused (one link a household in two minutes), and tells nothing.
    const twice = await heardDuring(() =>
      reuven.call('POST', `/api/seasons/${season.id}/links`, { householdId: levi.id }),
    )
    expect(twice.result.status).toBe(429)
    expect(twice.changes).toEqual([])
  })

  it('the automatic assignment is one line with its counts, and telling the households their seats another', async () => {
    const token = await linkMailedTo(env, 'levi@example.com')
    const answered = await send(env.base, '', 'PUT', `/api/season-requests/${token}`, {
      attending: [
        { personId: father.id, areaId: men },
        { personId: daughter.id, areaId: women },
      ],
    })
    expect(answered.status).toBe(200)
    const run = await heardDuring(() =>
      reuven.call<SeasonProposalResult>('POST', `/api/seasons/${season.id}/proposal`),
    )
    expect(run.result.body).toMatchObject({ households: 1, seats: 2 })
    // One line for the run, not one for each seat it filled.
    expect(told(run.changes)).toEqual([
      {
        ...byReuven(),
        action: 'season.assign',
        subject: changeSubject.season(season.id),
        details: { seasonName: 'ימים נוראים', count: 2, households: 1 },
      },
    ])
    const rerun = await heardDuring(() => reuven.call('POST', `/api/seasons/${season.id}/proposal`))
    expect(rerun.result.status).toBe(200)
    expect(rerun.changes).toEqual([])

    const confirmed = await heardDuring(() =>
      reuven.call<SeasonConfirmResult>('POST', `/api/seasons/${season.id}/confirm`),
    )
    expect(confirmed.result.body.sent).toBe(1)
    expect(told(confirmed.changes).map((c) => describeChange(c))).toEqual([
      'ראובן הודיע על המקומות למשפחה אחת בעונה ימים נוראים',
    ])
    // Confirming again tells no household their unchanged seats, and no line.
    const reconfirmed = await heardDuring(() => reuven.call('POST', `/api/seasons/${season.id}/confirm`))
    expect(reconfirmed.result.status).toBe(200)
    expect(reconfirmed.changes).toEqual([])
  })

  it("prices and payments tell the household's name and the amount; a refused one tells nothing", async () => {
    const priced = await heardDuring(() =>
      reuven.call('PUT', `/api/seasons/${season.id}/prices`, { areas: [{ areaId: men, price: 450 }] }),
    )
    expect(priced.result.status).toBe(200)
    expect(told(priced.changes).map((c) => describeChange(c))).toEqual([
      'ראובן עדכן את מחירי המקומות בעונה ימים נוראים',
    ])

    const paid = await heardDuring(() =>
      reuven.call<SeasonPayment>('POST', `/api/seasons/${season.id}/payments`, {
        householdId: levi.id,
        amount: 1250.5,
        method: 'cash',
        paidOn: '2027-09-20',
      }),
    )
    expect(paid.result.status).toBe(201)
    expect(told(paid.changes)).toEqual([
      {
        ...byReuven(),
        action: 'payment.create',
        subject: changeSubject.season(season.id),
        details: {
          seasonName: 'ימים נוראים',
          householdId: levi.id,
          householdName: 'משפחת לוי',
          amount: 1250.5,
        },
      },
    ])

    const viewed = await heardDuring(() =>
      viewer.call('DELETE', `/api/seasons/${season.id}/payments/${paid.result.body.id}`),
    )
    expect(viewed.result.status).toBe(403)
    expect(viewed.changes).toEqual([])

    const gone = await heardDuring(() =>
      reuven.call('DELETE', `/api/seasons/${season.id}/payments/${paid.result.body.id}`),
    )
    expect(gone.result.status).toBe(204)
    expect(told(gone.changes).map((c) => describeChange(c))).toEqual([
      'ראובן מחק תשלום של ₪1,250.5 ממשפחת לוי בעונה ימים נוראים',
    ])
    const again = await heardDuring(() =>
      reuven.call('DELETE', `/api/seasons/${season.id}/payments/${paid.result.body.id}`),
    )
    expect(again.result.status).toBe(404)
    expect(again.changes).toEqual([])
  })

  it("another synagogue's warden reaches none of this season, and nothing is told", async () => {
    const other = await env.registerAccount()
    const tries = await heardDuring(async () => [
      await other.call('PUT', `/api/seasons/${season.id}/requests-state`, { state: 'closed' }),
      await other.call('PUT', `/api/seasons/${season.id}/prices`, { areas: [] }),
      await other.call('POST', `/api/seasons/${season.id}/payments`, {
        householdId: levi.id,
        amount: 10,
        method: 'cash',
        paidOn: '2027-09-20',
      }),
      await other.call('DELETE', `/api/households/${levi.id}`),
      await other.call('DELETE', `/api/seasons/${season.id}`),
    ])
    expect(tries.result.map((r) => r.status)).toEqual([404, 404, 404, 404, 404])
    expect(tries.changes).toEqual([])
  })
})

describe('who did what: the owner and the system', () => {
  it("the owner's own change is told under the owner's name", async () => {
    const { changes } = await heardDuring(() =>
      owner.add('/api/events', { name: 'סעודת הודיה', date: '2031-05-06' }),
    )
    expect(changes.map((e) => [e.change.memberId, e.change.memberName])).toEqual([[owner.id, 'גבאי בדיקה']])
  })

  it('the demo synagogue the system builds is told to nobody', async () => {
    const fresh = await env.registerAccount()
    const { result, changes } = await heardDuring(() =>
      send(
        env.base,
        null,
        'POST',
        `/internal/accounts/${fresh.id}/demo-synagogue`,
        {},
        {
          'x-service-token': env.auth.env.INTERNAL_TOKEN,
        },
      ),
    )
    expect(result.status).toBe(200)
    expect(changes).toEqual([])
  })

  it('nothing is left waiting in the outbox: every told change was published', async () => {
    expect(await env.deps.db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 })
  })
})
