import type { HouseholdFields, UngroupedPerson } from './households.repo'

export interface ProposedHousehold extends HouseholdFields {
  memberIds: number[]
}

/**
 * Households for worshippers in none: those who share a phone are one family (the import keeps one phone per
 * home); anyone else is a household of their own. Named 'משפחת <last name>' when the members share one,
 * else by the first member's name. Never by last name alone: a synagogue has several unrelated Cohens.
 */
export function householdsByPhone(people: readonly UngroupedPerson[]): ProposedHousehold[] {
  const byPhone = new Map<string, UngroupedPerson[]>()
  for (const p of people) byPhone.set(p.phone, [...(byPhone.get(p.phone) ?? []), p])
  return [...byPhone.values()].map((members) => {
    const first = members[0]!
    const lastNames = new Set(members.map((m) => m.last_name.trim()))
    const shared = lastNames.size === 1 ? [...lastNames][0] : ''
    const name = shared ? `משפחת ${shared}` : `${first.first_name} ${first.last_name}`.trim()
    return { name, phone: first.phone, email: '', memberIds: members.map((m) => m.id) }
  })
}
