import {
  columnOf,
  emptyValueOf,
  personFields,
  type Person,
  type PersonFieldSpec,
  type PersonFields,
  type PersonInput,
  type PersonSeat,
} from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { chunks } from '../../platform/transactions'

/** A `persons` row: one column per declared field (contracts' person-fields.ts), in snake_case. */
export interface PersonRow {
  id: number
  owner_id: number
  first_name: string
  last_name: string
  phone: string
  [column: string]: string | number | null
}

interface SeatRow {
  person_id: number
  map_id: number
  seat_row: number
  seat_col: number
}

/** The declared fields, as any declaration (a rule this one lacks is still handled). */
const fields: PersonFields = personFields
const COLUMNS = ['id', 'owner_id', ...fields.map(columnOf)]

/** The identity the unique index enforces: same name and phone within an account (case/space-insensitive). */
export const personKey = (p: { firstName: string; lastName: string; phone: string }) =>
  [p.firstName, p.lastName].map((s) => s.normalize('NFC').trim().toLocaleLowerCase()).join('\u0000') +
  '\u0000' +
  p.phone

const valueOf = (input: PersonInput, field: PersonFieldSpec) =>
  (input as Record<string, string | null | undefined>)[field.key]

/**
 * A person's fields as the service answers them: a choice never given is null; an optional text field
 * never given is left out (it is stored empty), so a new field changes no answer of a person without it.
 */
function answered(value: (field: PersonFieldSpec) => string | number | null | undefined): PersonInput {
  const entries = fields.flatMap((f) => {
    const v = value(f) ?? emptyValueOf(f)
    return f.rule.kind === 'text' && v === '' ? [] : [[f.key, v] as const]
  })
  return Object.fromEntries(entries) as unknown as PersonInput
}

/** A created person as the service answers it, from its input. */
export const storedValues = (input: PersonInput): PersonInput => answered((f) => valueOf(input, f))

/** The columns a write sets; on an update, an optional field unsent stays as it was. */
function columnsOf(input: PersonInput, write: 'insert' | 'update'): Record<string, string | null> {
  const columns: Record<string, string | null> = {}
  for (const field of fields) {
    const value = valueOf(input, field)
    if (value !== undefined) columns[columnOf(field)] = value
    else if (write === 'insert') columns[columnOf(field)] = emptyValueOf(field)
  }
  return columns
}

export function toPerson(row: PersonRow, seats: PersonSeat[] = []): Person {
  return { id: row.id, ...answered((f) => row[columnOf(f)]), seats } as Person
}

function groupSeats(rows: SeatRow[]): Map<number, PersonSeat[]> {
  const byPerson = new Map<number, PersonSeat[]>()
  for (const r of rows) {
    const list = byPerson.get(r.person_id) ?? []
    list.push({ mapId: r.map_id, row: r.seat_row, col: r.seat_col })
    byPerson.set(r.person_id, list)
  }
  return byPerson
}

export function personsRepo(db: Knex | Knex.Transaction) {
  const seatsQuery = (ownerId: number) =>
    db('seat_assignments as a')
      .join('maps as m', 'm.id', 'a.map_id')
      .where('m.owner_id', ownerId)
      .orderBy(['a.map_id', 'a.seat_row', 'a.seat_col'])
      .select('a.person_id', 'a.map_id', 'a.seat_row', 'a.seat_col')

  return {
    list: async (ownerId: number): Promise<Person[]> => {
      const [rows, seats] = await Promise.all([
        db<PersonRow>('persons')
          .where({ owner_id: ownerId })
          .orderBy(['last_name', 'first_name', 'id'])
          .select(COLUMNS) as Promise<PersonRow[]>,
        seatsQuery(ownerId) as Promise<SeatRow[]>,
      ])
      const byPerson = groupSeats(seats)
      return rows.map((r) => toPerson(r, byPerson.get(r.id)))
    },

    withSeats: async (ownerId: number, rows: PersonRow[]): Promise<Person[]> => {
      if (rows.length === 0) return []
      const seats =
        rows.length === 1
          ? await seatsQuery(ownerId).where('a.person_id', rows[0]?.id ?? 0)
          : await seatsQuery(ownerId)
      const byPerson = groupSeats(seats as SeatRow[])
      return rows.map((r) => toPerson(r, byPerson.get(r.id)))
    },

    find: async (ownerId: number, id: number, opts: { forUpdate?: boolean } = {}) => {
      const q = db<PersonRow>('persons').where({ id, owner_id: ownerId }).select(COLUMNS)
      if (opts.forUpdate) void q.forUpdate()
      return ((await q.first()) as PersonRow | undefined) ?? null
    },

    count: async (ownerId: number) =>
      Number(
        (
          (await db('persons').where({ owner_id: ownerId }).count({ n: '*' }).first()) as
            { n: number | string } | undefined
        )?.n ?? 0,
      ),

    maxId: async (ownerId: number) =>
      Number(
        (
          (await db('persons').where({ owner_id: ownerId }).max({ m: 'id' }).first()) as
            { m: number | null } | undefined
        )?.m ?? 0,
      ),

    /** Existing persons with any of these phones: the candidates for duplicates. */
    withPhones: async (ownerId: number, phones: string[]) => {
      const out: PersonRow[] = []
      for (const part of chunks([...new Set(phones)], 1_000)) {
        out.push(
          ...((await db<PersonRow>('persons')
            .where({ owner_id: ownerId })
            .whereIn('phone', part)
            .select(COLUMNS)) as PersonRow[]),
        )
      }
      return out
    },

    newerThan: (ownerId: number, id: number) =>
      db<PersonRow>('persons')
        .where({ owner_id: ownerId })
        .andWhere('id', '>', id)
        .orderBy('id')
        .select(COLUMNS) as Promise<PersonRow[]>,

    ownedIds: async (ownerId: number, ids: number[]) => {
      const out: number[] = []
      for (const part of chunks(ids, 1_000)) {
        out.push(
          ...((await db('persons').where({ owner_id: ownerId }).whereIn('id', part).pluck('id')) as number[]),
        )
      }
      return out
    },

    insert: async (ownerId: number, p: PersonInput) => {
      const now = new Date()
      const [id] = await db('persons').insert({
        owner_id: ownerId,
        ...columnsOf(p, 'insert'),
        created_at: now,
        updated_at: now,
      })
      return Number(id)
    },

    insertMany: async (ownerId: number, persons: PersonInput[]) => {
      const now = new Date()
      for (const part of chunks(persons, 500)) {
        await db('persons').insert(
          part.map((p) => ({
            owner_id: ownerId,
            ...columnsOf(p, 'insert'),
            created_at: now,
            updated_at: now,
          })),
        )
      }
    },

    update: (id: number, p: PersonInput) =>
      db('persons')
        .where({ id })
        .update({
          ...columnsOf(p, 'update'),
          updated_at: new Date(),
        }),

    /** The maps on which any of these persons sits. */
    mapsOf: async (ids: number[]) => {
      const out = new Set<number>()
      for (const part of chunks(ids, 1_000)) {
        for (const id of (await db('seat_assignments')
          .whereIn('person_id', part)
          .distinct()
          .pluck('map_id')) as number[])
          out.add(Number(id))
      }
      return [...out].sort((a, b) => a - b)
    },

    removeMany: async (ids: number[]) => {
      for (const part of chunks(ids, 1_000)) await db('persons').whereIn('id', part).delete()
    },
  }
}
