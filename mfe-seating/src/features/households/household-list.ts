import { personSearchText, type Household, type Person } from '@seats/contracts'

const number = new Intl.NumberFormat('he-IL')
const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true })

/** A household as the list shows it: its members as worshippers (one deleted meanwhile is left out). */
export interface HouseholdRow {
  household: Household
  members: Person[]
}

export function householdRows(households: readonly Household[], persons: readonly Person[]): HouseholdRow[] {
  const byId = new Map(persons.map((p) => [p.id, p]))
  return households.map((household) => ({
    household,
    members: household.memberIds.flatMap((id) => byId.get(id) ?? []),
  }))
}

/** Which household each worshipper is in (at most one). */
export function householdByPerson(households: readonly Household[]): Map<number, Household> {
  const found = new Map<number, Household>()
  for (const h of households) for (const id of h.memberIds) found.set(id, h)
  return found
}

/** A query's words; one typed as a phone ('052-200') is matched by its digits, as phones are stored. */
const words = (query: string) =>
  query
    .normalize('NFC')
    .trim()
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^[\d-]+$/.test(word) ? word.replace(/\D/g, '') : word))

/** A search's words are all in the text, in any order; an empty search matches everything. */
export function matchesWords(text: string, query: string): boolean {
  const wanted = words(query)
  if (wanted.length === 0) return true
  const haystack = text.normalize('NFC').toLocaleLowerCase()
  return wanted.every((word) => haystack.includes(word))
}

/** A search's words match, in any order, the household's name, its contact or a member's name or phone. */
export function matchesHousehold({ household, members }: HouseholdRow, query: string): boolean {
  const text = [household.name, household.phone, household.email, ...members.map(personSearchText)]
  return matchesWords(text.join(' '), query)
}

/** A search's words match a worshipper's names or phone, in any order and any phone format. */
export function matchesPerson(person: Person, query: string): boolean {
  const text = personSearchText(person)
  return words(query).every((word) => text.includes(word))
}

/** By family name (a one-name worshipper by that name), then first name: the worshippers screen's order. */
export function sortPersons(persons: readonly Person[]): Person[] {
  return [...persons].sort(
    (a, b) =>
      collator.compare(a.lastName || a.firstName, b.lastName || b.firstName) ||
      collator.compare(a.firstName, b.firstName) ||
      a.id - b.id,
  )
}

export const householdsText = (n: number) => (n === 1 ? 'משפחה אחת' : `${number.format(n)} משפחות`)
export const worshippersText = (n: number) => (n === 1 ? 'מתפלל אחד' : `${number.format(n)} מתפללים`)

/** The counts line: how many households, and how many worshippers are still in none. */
export function countsText(households: number, ungrouped: number): string {
  const rest = ungrouped === 0 ? 'כל המתפללים במשפחות' : `${worshippersText(ungrouped)} ללא משפחה`
  return `${householdsText(households)} · ${rest}`
}

/** What grouping made: 'נוצרו 3 משפחות ל-5 מתפללים'. */
export function groupedText(created: number, members: number): string {
  const made = created === 1 ? 'נוצרה משפחה אחת' : `נוצרו ${number.format(created)} משפחות`
  return `${made} ${members === 1 ? 'למתפלל אחד' : `ל-${number.format(members)} מתפללים`}`
}

/** 'במשפחת כהן' for a household named 'משפחת כהן'; 'במשפחת יצחק כהן' for one named by a person. */
export function inHouseholdText(name: string): string {
  return name.startsWith('משפחת ') ? `ב${name}` : `במשפחת ${name}`
}
