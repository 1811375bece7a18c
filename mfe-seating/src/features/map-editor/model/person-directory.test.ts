import type { Person } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { cellNameOf, createPersonDirectory, filterPersons, nameSortKey } from './person-directory'

const person = (id: number, firstName: string, lastName: string, phone: string): Person => ({
  id,
  firstName,
  lastName,
  phone,
  seats: [],
})
const persons = [
  person(1, 'משה', 'לוי', '0501234567'),
  person(2, 'דוד', 'כהן', '0527654321'),
  person(3, 'אברהם', 'כהן', '031234567'),
  person(4, 'יעקב', 'אזולאי', '0541112222'),
]

describe('person directory', () => {
  const directory = createPersonDirectory(persons)
  const seated = new Set([2, 4])

  it('sorts by last name, then first name', () => {
    expect(directory.sorted.map((p) => p.id)).toEqual([4, 3, 2, 1])
    expect(directory.fullName(2)).toBe('דוד כהן')
    expect(directory.fullName(99)).toBe('#99')
  })

  it('finds by any part of the name, in any order, or by phone digits', () => {
    const ids = (q: string) => filterPersons(directory, q, 'all', (id) => seated.has(id)).map((p) => p.id)
    expect(ids('כהן')).toEqual([3, 2])
    expect(ids('כהן דוד')).toEqual([2])
    expect(ids('דוד כה')).toEqual([2])
    expect(ids('052-765')).toEqual([2])
    expect(ids('4567')).toEqual([3, 1])
    expect(ids('  ')).toEqual([4, 3, 2, 1])
    expect(ids('שמואל')).toEqual([])
  })

  it('filters by whether the person has a seat on this map', () => {
    expect(filterPersons(directory, '', 'seated', (id) => seated.has(id)).map((p) => p.id)).toEqual([4, 2])
    expect(filterPersons(directory, 'כהן', 'unseated', (id) => seated.has(id)).map((p) => p.id)).toEqual([3])
  })
})

describe('names', () => {
  it('fits a name into a seat', () => {
    expect(cellNameOf({ firstName: 'משה', lastName: 'כהן' })).toBe('משה כהן')
    expect(cellNameOf({ firstName: 'אברהם', lastName: 'רוזנברג' })).toBe('א׳ רוזנברג')
    expect(cellNameOf({ firstName: 'שמואל', lastName: 'בן־שושן־אלמוג' })).toBe('ש׳ בן־שוש…')
    expect(cellNameOf({ firstName: 'שמואל', lastName: 'בן־שושן־אלמוג' })).toHaveLength(10)
    // One name is never cut to its initial.
    expect(cellNameOf({ firstName: 'שלמה', lastName: '' })).toBe('שלמה')
    expect(cellNameOf({ firstName: 'אליהו הנביא זכור', lastName: '' })).toBe('אליהו הנב…')
    expect(
      nameSortKey({ firstName: 'יוסף', lastName: '' }) < nameSortKey({ firstName: 'א', lastName: 'כהן' }),
    ).toBe(true)
  })

  it('sorts final letters as their regular forms', () => {
    const people = [
      { firstName: 'א', lastName: 'כהנא' },
      { firstName: 'א', lastName: 'כהן' },
      { firstName: 'א', lastName: 'כהנים' },
      { firstName: 'ב', lastName: 'כהן' },
    ]
    const sorted = [...people].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1))
    expect(sorted.map((p) => `${p.lastName} ${p.firstName}`)).toEqual(['כהן א', 'כהן ב', 'כהנא א', 'כהנים א'])
  })
})
