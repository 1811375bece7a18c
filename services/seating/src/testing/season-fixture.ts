import type { Household, Person, Season, SeatMap } from '@seats/contracts'
import type { SeatingTestEnv, TestAccount } from './seating-harness'

/** Fixtures of a season's tests: a synagogue with areas, a household, a season; the links auth mailed. */
const DATES = [
  { date: '2027-10-02', name: 'ראש השנה א׳' },
  { date: '2027-10-11', name: 'יום כיפור' },
]

/** A synagogue with two areas, the Levi family (a father and a daughter) reachable by email, and a season. */
export async function seasonSynagogue(a: TestAccount) {
  const father = await a.add<Person>('/api/persons', {
    firstName: 'משה',
    lastName: 'לוי',
    phone: '0523100001',
    gender: 'male',
  })
  const daughter = await a.add<Person>('/api/persons', {
    firstName: 'רחל',
    lastName: 'לוי',
    phone: '0523100001',
    gender: 'female',
  })
  const map = await a.add<SeatMap>('/api/maps', { name: 'בית הכנסת', rows: 6, cols: 8 })
  const men = await a.add<{ id: number }>('/api/areas', {
    mapId: map.id,
    name: 'עזרת גברים',
    rowRange: [1, 4],
    colRange: [1, 8],
  })
  await a.add('/api/areas', {
    mapId: map.id,
    name: 'עזרת נשים',
    rowRange: [5, 6],
    colRange: [1, 8],
  })
  const levi = await a.add<Household>('/api/households', {
    name: 'משפחת לוי',
    email: 'levi@example.com',
    memberIds: [father.id, daughter.id],
  })
  const season = await a.add<Season>('/api/seasons', {
    name: 'ימים נוראים',
    sourceMapId: map.id,
    dates: DATES,
  })
  // The season's map is a copy, with copies of the areas: households choose among those.
  const own = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
  const areaNamed = (name: string) => own.areas.find((x) => x.name === name)!.id
  if (own.areas.some((x) => x.id === men.id)) throw new Error('the season shares areas with the weekly map')
  return { father, daughter, men: areaNamed('עזרת גברים'), women: areaNamed('עזרת נשים'), levi, season }
}

/** The link in the last email auth queued to this address. */
export async function linkMailedTo(env: SeatingTestEnv, email: string): Promise<string> {
  const row = (await env.auth
    .db('mail_messages as m')
    .join('mail_batches as b', 'b.id', 'm.batch_id')
    .where('m.to_email', email)
    .orderBy('m.id', 'desc')
    .first('b.body', 'b.subject')) as { body: string; subject: string } | undefined
  const token = row?.body.match(/\/s\/([A-Za-z0-9_-]{44})/)?.[1]
  if (!token) throw new Error(`no link mailed to ${email}`)
  return token
}
