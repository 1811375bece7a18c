import type { Person } from '@seats/contracts'

/** The account's worshippers as the editor reads them: by id, with display names and a search key. */
export interface PersonDirectory {
  readonly byId: ReadonlyMap<number, Person>
  /** Sorted by last name, then first name (Hebrew collation). */
  readonly sorted: readonly Person[]
  fullName(id: number): string
  /** What a person is searched by: the names and the phone digits. */
  searchKey(id: number): string
}

const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true })

export const fullNameOf = (p: Pick<Person, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim()

/** A person the directory does not know (deleted meanwhile): shown by id until the map reloads. */
const unknownName = (id: number) => `#${id}`

export function createPersonDirectory(persons: readonly Person[]): PersonDirectory {
  const byId = new Map(persons.map((p) => [p.id, p]))
  const sorted = [...persons].sort((a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id)
  const keys = new Map(persons.map((p) => [p.id, `${p.firstName} ${p.lastName} ${p.lastName} ${p.firstName} ${p.phone.replace(/\D/g, '')}`.toLowerCase()]))
  return {
    byId,
    sorted,
    fullName: (id) => {
      const p = byId.get(id)
      return p ? fullNameOf(p) : unknownName(id)
    },
    searchKey: (id) => keys.get(id) ?? '',
  }
}

export type SeatFilter = 'all' | 'unseated' | 'seated'

/**
 * The worshippers matching a search (every word must appear in the name or the phone; dashes and spaces
 * in a phone do not matter) and the seated/unseated filter of this map.
 */
export function filterPersons(
  directory: PersonDirectory,
  query: string,
  filter: SeatFilter,
  isSeated: (personId: number) => boolean,
): Person[] {
  const words = query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/^[\d\-\s()+]+$/.test(w) ? w.replace(/\D/g, '') : w))
    .filter(Boolean)
  return directory.sorted.filter((p) => {
    if (filter === 'seated' && !isSeated(p.id)) return false
    if (filter === 'unseated' && isSeated(p.id)) return false
    if (words.length === 0) return true
    const key = directory.searchKey(p.id)
    return words.every((w) => key.includes(w))
  })
}
