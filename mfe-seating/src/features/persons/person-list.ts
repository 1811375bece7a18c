import { personFields, personSearchText, type Person, type PersonFieldSpec } from '@seats/contracts'

/** A column of the worshippers table: a declared field with `column` set. */
export type PersonSortKey = string
export type SortDirection = 'asc' | 'desc'
export interface PersonSort {
  key: PersonSortKey
  direction: SortDirection
}

const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true })

const textOf = (p: Person, key: string): string => {
  const value = (p as unknown as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}
/** A one-name worshipper ('שלמה') sorts among the family names by that name. */
const sortTextOf = (p: Person, key: string): string =>
  key === 'lastName' ? textOf(p, key) || textOf(p, 'firstName') : textOf(p, key)
const byText = (key: string) => (a: Person, b: Person) =>
  collator.compare(sortTextOf(a, key), sortTextOf(b, key))

/** A column's order: its values (phones digit by digit), then the family name, then the first name. */
function compareBy(field: PersonFieldSpec | undefined, key: string): (a: Person, b: Person) => number {
  const own =
    field?.rule.kind === 'phone'
      ? (a: Person, b: Person) => textOf(a, key).localeCompare(textOf(b, key))
      : byText(key)
  // Names break each other's ties; any other column is settled by the family name alone.
  const ties = field?.rule.kind === 'name' ? [byText('lastName'), byText('firstName')] : [byText('lastName')]
  return (a, b) => own(a, b) || ties.reduce((n, tie) => n || tie(a, b), 0)
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

export function filterAndSort(
  persons: readonly Person[],
  query: string,
  sort: PersonSort,
  fields: readonly PersonFieldSpec[] = personFields,
): Person[] {
  const found = persons.filter((p) => matchesQuery(p, query))
  const compare = compareBy(
    fields.find((f) => f.key === sort.key),
    sort.key,
  )
  return found.sort((a, b) => (sort.direction === 'asc' ? compare(a, b) : compare(b, a)) || a.id - b.id)
}
