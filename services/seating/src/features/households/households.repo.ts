import type { Household } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { chunks } from '../../platform/transactions'

interface HouseholdRow {
  id: number
  name: string
  phone: string
  email: string
}

type Db = Knex | Knex.Transaction

export interface UngroupedPerson {
  id: number
  first_name: string
  last_name: string
  phone: string
}

export interface HouseholdFields {
  name: string
  phone: string
  email: string
}

export function householdsRepo(db: Db) {
  async function withMembers(rows: HouseholdRow[]): Promise<Household[]> {
    const members = new Map<number, number[]>()
    for (const part of chunks(
      rows.map((r) => r.id),
      1_000,
    )) {
      const links = (await db('household_members')
        .whereIn('household_id', part)
        .orderBy('person_id')
        .select('household_id', 'person_id')) as Array<{ household_id: number; person_id: number }>
      for (const l of links)
        members.set(l.household_id, [...(members.get(l.household_id) ?? []), l.person_id])
    }
    return rows.map((r) => ({ ...r, memberIds: members.get(r.id) ?? [] }))
  }
  const columns = ['id', 'name', 'phone', 'email'] as const

  return {
    /** The account's households by name. */
    list: async (ownerId: number) =>
      withMembers(
        (await db('households')
          .where({ owner_id: ownerId })
          .orderBy(['name', 'id'])
          .select(...columns)) as HouseholdRow[],
      ),
    async find(ownerId: number, id: number, opts: { forUpdate?: boolean } = {}) {
      const q = db('households')
        .where({ owner_id: ownerId, id })
        .first(...columns)
      if (opts.forUpdate) void q.forUpdate()
      const row = (await q) as HouseholdRow | undefined
      return row ? ((await withMembers([row]))[0] ?? null) : null
    },
    async insert(ownerId: number, fields: HouseholdFields, now: Date): Promise<number> {
      const [id] = await db('households').insert({
        owner_id: ownerId,
        ...fields,
        created_at: now,
        updated_at: now,
      })
      return Number(id)
    },
    update: (id: number, fields: HouseholdFields, now: Date) =>
      db('households')
        .where({ id })
        .update({ ...fields, updated_at: now }),
    remove: (id: number) => db('households').where({ id }).delete(),
    /** The household's members become exactly `personIds`; each leaves any other household it was in. */
    async setMembers(id: number, personIds: readonly number[]): Promise<void> {
      await db('household_members').where({ household_id: id }).delete()
      for (const part of chunks(personIds, 1_000)) {
        await db('household_members').whereIn('person_id', part).delete()
        await db('household_members').insert(part.map((person_id) => ({ household_id: id, person_id })))
      }
    },
    /**
     * New households of worshippers in none yet (a seeded synagogue), their members written in a few inserts
     * instead of a round of deletes and an insert per household; answers their ids in order.
     */
    async insertMany(
      ownerId: number,
      households: ReadonlyArray<HouseholdFields & { memberIds: readonly number[] }>,
      now: Date,
    ): Promise<number[]> {
      const ids: number[] = []
      for (const { name, phone, email } of households) {
        const [id] = await db('households').insert({
          owner_id: ownerId,
          name,
          phone,
          email,
          created_at: now,
          updated_at: now,
        })
        ids.push(Number(id))
      }
      const members = households.flatMap((h, i) =>
        h.memberIds.map((person_id) => ({ household_id: ids[i], person_id })),
      )
      for (const part of chunks(members, 1_000)) await db('household_members').insert(part)
      return ids
    },
    /** The account's worshippers in no household, with the name and phone a grouping reads. */
    ungrouped: async (ownerId: number) =>
      (await db('persons as p')
        .leftJoin('household_members as m', 'm.person_id', 'p.id')
        .where('p.owner_id', ownerId)
        .whereNull('m.person_id')
        .orderBy('p.id')
        .select('p.id', 'p.first_name', 'p.last_name', 'p.phone')) as UngroupedPerson[],
  }
}
