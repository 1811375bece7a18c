import {
  fieldErrorOf,
  householdNameKey,
  isMobilePhone,
  listRowsInvalidMessage,
  MAX_HOUSEHOLD_MEMBERS,
  type HouseholdsImported,
} from '@seats/contracts'
import { AppError, type Knex } from '@seats/kit'
import { chunks } from '../../platform/transactions'
import { householdsRepo } from './households.repo'

/** A worshipper the import names a family for: its row (0-based) in the request, for a refusal. */
export interface FamilyMember {
  index: number
  personId: number
  phone: string
  household: string
}

interface Family {
  name: string
  members: FamilyMember[]
}

/** A new household's contact: its first member's mobile (texts reach it), else its first member's phone. */
const contactOf = (members: readonly FamilyMember[]) =>
  (members.find((m) => isMobilePhone(m.phone)) ?? members[0])?.phone ?? ''

function familiesOf(members: readonly FamilyMember[]): Map<string, Family> {
  const families = new Map<string, Family>()
  const seen = new Set<number>()
  for (const m of members) {
    if (!m.household || seen.has(m.personId)) continue
    seen.add(m.personId)
    const key = householdNameKey(m.household)
    const family = families.get(key)
    if (family) family.members.push(m)
    else families.set(key, { name: m.household, members: [m] })
  }
  return families
}

/**
 * Joins each worshipper to the household its family names: the account's oldest household of that name
 * (spaces and case aside), else one made once. Run in the import's transaction, under the account's lock, so
 * the chunks of one file and a request sent twice find the household the first one made. A worshipper already
 * in another household stays there (counted as kept): an import never moves anyone silently.
 */
export async function joinHouseholdsByName(
  trx: Knex.Transaction,
  ownerId: number,
  members: readonly FamilyMember[],
  now: Date,
): Promise<HouseholdsImported> {
  const result: HouseholdsImported = { created: [], joined: [], added: 0, kept: 0 }
  const families = familiesOf(members)
  if (families.size === 0) return result

  const existing = new Map<string, { id: number; name: string; phone: string; email: string }>()
  const rows = (await trx('households')
    .where({ owner_id: ownerId })
    .orderBy('id')
    .select('id', 'name', 'phone', 'email')) as Array<{
    id: number
    name: string
    phone: string
    email: string
  }>
  for (const h of rows) if (!existing.has(householdNameKey(h.name))) existing.set(householdNameKey(h.name), h)

  const householdOf = new Map<number, number>()
  const sizes = new Map<number, number>()
  const personIds = [...families.values()].flatMap((f) => f.members.map((m) => m.personId))
  for (const part of chunks(personIds, 1_000))
    for (const l of (await trx('household_members')
      .whereIn('person_id', part)
      .select('person_id', 'household_id')) as Array<{ person_id: number; household_id: number }>)
      householdOf.set(l.person_id, l.household_id)
  const targets = [...families.keys()].flatMap((k) => {
    const id = existing.get(k)?.id
    return id === undefined ? [] : [id]
  })
  for (const part of chunks(targets, 1_000))
    for (const c of (await trx('household_members')
      .whereIn('household_id', part)
      .groupBy('household_id')
      .select('household_id', trx.raw('count(*) as n'))) as Array<{ household_id: number; n: number }>)
      sizes.set(c.household_id, Number(c.n))

  const repo = householdsRepo(trx)
  const links: Array<{ household_id: number; person_id: number }> = []
  for (const [key, family] of families) {
    const found = existing.get(key)
    const joining = family.members.filter((m) => {
      const current = householdOf.get(m.personId)
      if (current !== undefined && current !== found?.id) result.kept++
      return current === undefined
    })
    if (joining.length === 0) continue
    const size = found ? (sizes.get(found.id) ?? 0) : 0
    const over = joining[MAX_HOUSEHOLD_MEMBERS - size]
    if (over) {
      const field = fieldErrorOf(`${over.index}.household`, 'household_members_max', {
        row: over.index + 1,
        max: MAX_HOUSEHOLD_MEMBERS,
      })
      const message = listRowsInvalidMessage([over.index + 1], field.message)
      throw new AppError('validation_failed', { fields: [field], message })
    }
    let id: number
    if (found) {
      id = found.id
      result.joined.push(id)
      if (!found.phone)
        await repo.update(id, { name: found.name, phone: contactOf(joining), email: found.email }, now)
    } else {
      id = await repo.insert(ownerId, { name: family.name, phone: contactOf(joining), email: '' }, now)
      result.created.push(id)
    }
    links.push(...joining.map((m) => ({ household_id: id, person_id: m.personId })))
  }
  for (const part of chunks(links, 1_000)) await trx('household_members').insert(part)
  result.added = links.length
  return result
}
