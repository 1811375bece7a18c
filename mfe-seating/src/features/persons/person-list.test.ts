import type { Person } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { formatPhone } from '@seats/contracts'
import { filterAndSort, matchesQuery } from './person-list'

const p = (id: number, firstName: string, lastName: string, phone: string): Person => ({
  id,
  firstName,
  lastName,
  phone,
  seats: [],
})
const people = [
  p(1, 'משה', 'כהן', '0501234567'),
  p(2, 'אברהם', 'לוי', '026543210'),
  p(3, 'David', 'Adler', '0549876543'),
  p(4, 'אהרן', 'כהן', '0521112222'),
]

describe('person search and sort', () => {
  it('matches name words in any order and phones in any format', () => {
    expect(matchesQuery(people[0]!, 'כהן משה')).toBe(true)
    expect(matchesQuery(people[0]!, 'david')).toBe(false)
    expect(matchesQuery(people[2]!, 'DAV')).toBe(true)
    expect(matchesQuery(people[0]!, '050-123')).toBe(true)
    expect(matchesQuery(people[0]!, '+972 50 1234')).toBe(true)
    expect(matchesQuery(people[1]!, '050')).toBe(false)
    // A name and a phone together, as the map's worshippers list and the reminders' list search too.
    expect(matchesQuery(people[0]!, 'כהן 050123')).toBe(true)
    expect(matchesQuery(people[3]!, 'כהן 050123')).toBe(false)
  })

  it('sorts by last name, then first name, in either direction, Hebrew before Latin', () => {
    expect(filterAndSort(people, '', { key: 'lastName', direction: 'asc' }).map((x) => x.id)).toEqual([
      4, 1, 2, 3,
    ])
    expect(filterAndSort(people, '', { key: 'lastName', direction: 'desc' }).map((x) => x.id)).toEqual([
      3, 2, 1, 4,
    ])
    expect(filterAndSort(people, 'כהן', { key: 'firstName', direction: 'asc' }).map((x) => x.id)).toEqual([
      4, 1,
    ])
    expect(filterAndSort(people, '', { key: 'phone', direction: 'asc' }).map((x) => x.id)).toEqual([
      2, 1, 4, 3,
    ])
  })

  it('sorts a worshipper known by one name among the family names by that name', () => {
    const list = [...people, p(5, 'שלמה', '', '0531234567')]
    expect(filterAndSort(list, '', { key: 'lastName', direction: 'asc' }).map((x) => x.id)).toEqual([
      4, 1, 2, 5, 3,
    ])
  })

  it('formats mobiles and landlines for reading', () => {
    expect(formatPhone('0501234567')).toBe('050-1234567')
    expect(formatPhone('026543210')).toBe('02-6543210')
    expect(formatPhone('123')).toBe('123')
  })
})
