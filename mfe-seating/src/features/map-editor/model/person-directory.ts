import { personDisplayName, personSearchText, type Person } from '@seats/contracts'

/** The account's worshippers as the editor reads them: by id, with display names and a search key. */
export interface PersonDirectory {
  readonly byId: ReadonlyMap<number, Person>
  /** Sorted by last name, then first name (Hebrew collation). */
  readonly sorted: readonly Person[]
  fullName(id: number): string
  /** The name as a seat fits it: the full name, else the first name's initial, else cut with an ellipsis. */
  cellName(id: number): string
  /** What a person is searched by: the names and the phone digits. */
  searchKey(id: number): string
}

/** Final letters sort as their regular forms (ך as כ …); Unicode puts them just before. */
const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' }
/**
 * A key that sorts with plain string comparison: Hebrew letters are in alphabetical order in Unicode, so
 * this matches the Hebrew collation for names, ~50x faster than Intl.Collator over thousands of names.
 */
export const nameSortKey = (p: Pick<Person, 'firstName' | 'lastName'>) =>
  // A one-name worshipper ('שלמה') sorts among the family names by that name.
  `${p.lastName || p.firstName}\u0001${p.firstName}`
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (c) => FINALS[c] ?? c)
    .replace(/[׳״'"\-\s]+/g, ' ')

/** Characters a seat shows on one line (cut in code: a CSS ellipsis would clip every cell, a paint cost per cell). */
export const CELL_NAME_CHARS = 10
export function cellNameOf(p: Pick<Person, 'firstName' | 'lastName'>): string {
  const full = personDisplayName(p)
  if (full.length <= CELL_NAME_CHARS) return full
  const initial = p.firstName && p.lastName ? `${p.firstName[0]}׳ ${p.lastName}` : full
  return initial.length <= CELL_NAME_CHARS ? initial : `${initial.slice(0, CELL_NAME_CHARS - 1)}…`
}

/** A person the directory does not know (deleted meanwhile): shown by id until the map reloads. */
const unknownName = (id: number) => `#${id}`

/** By id at once; the sorted list and the search keys on first use (the grid needs only names). */
export function createPersonDirectory(persons: readonly Person[]): PersonDirectory {
  const byId = new Map(persons.map((p) => [p.id, p]))
  let sorted: Person[] | null = null
  let keys: Map<number, string> | null = null
  return {
    byId,
    get sorted() {
      if (!sorted) {
        const keyed = persons.map((p) => ({ p, key: nameSortKey(p) }))
        keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.p.id - b.p.id))
        sorted = keyed.map((k) => k.p)
      }
      return sorted
    },
    fullName: (id) => {
      const p = byId.get(id)
      return p ? personDisplayName(p) : unknownName(id)
    },
    cellName: (id) => {
      const p = byId.get(id)
      return p ? cellNameOf(p) : unknownName(id)
    },
    searchKey: (id) => {
      keys ??= new Map(persons.map((p) => [p.id, personSearchText(p)]))
      return keys.get(id) ?? ''
    },
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
    .normalize('NFC')
    .trim()
    .toLocaleLowerCase()
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
