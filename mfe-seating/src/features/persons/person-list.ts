import { personSearchText, type Person } from '@seats/contracts'

export type PersonSortKey = 'firstName' | 'lastName' | 'phone'
export type SortDirection = 'asc' | 'desc'
export interface PersonSort {
  key: PersonSortKey
  direction: SortDirection
}

export const sortLabels: Record<PersonSortKey, string> = {
  firstName: 'שם פרטי',
  lastName: 'שם משפחה',
  phone: 'טלפון',
}

const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true })

const byKey: Record<PersonSortKey, (a: Person, b: Person) => number> = {
  firstName: (a, b) => collator.compare(a.firstName, b.firstName) || collator.compare(a.lastName, b.lastName),
  lastName: (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  phone: (a, b) => a.phone.localeCompare(b.phone) || collator.compare(a.lastName, b.lastName),
}

/** A search box query: words match names in any order; two or more digits also match phones (any format). */
export function matchesQuery(person: Person, query: string): boolean {
  const text = query.normalize('NFC').trim().toLocaleLowerCase()
  if (!text) return true
  const digits = text.replace(/\D/g, '')
  if (digits.length >= 2 && /^[\d\s\-+().]+$/.test(text)) {
    const local = digits.startsWith('972') ? `0${digits.slice(3)}` : digits
    return person.phone.includes(local)
  }
  const searched = personSearchText(person)
  return text.split(/\s+/).every((word) => searched.includes(word))
}

export function filterAndSort(persons: readonly Person[], query: string, sort: PersonSort): Person[] {
  const found = persons.filter((p) => matchesQuery(p, query))
  const compare = byKey[sort.key]
  return found.sort((a, b) => (sort.direction === 'asc' ? compare(a, b) : compare(b, a)) || a.id - b.id)
}
