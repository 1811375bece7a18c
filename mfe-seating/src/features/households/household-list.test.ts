import type { Household, Person } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import {
  countsText,
  groupedText,
  householdByPerson,
  householdRows,
  inHouseholdText,
  matchesHousehold,
  matchesPerson,
  sortPersons,
} from './household-list'

const person = (id: number, firstName: string, lastName: string, phone: string): Person => ({
  id,
  firstName,
  lastName,
  phone,
  seats: [],
})
const moshe = person(1, 'משה', 'לוי', '0522000001')
const sara = person(2, 'שרה', 'לוי', '0522000001')
const dan = person(3, 'דן', 'מזרחי', '0522000003')
const eli = person(4, 'אלי', '', '0522000004')
const levi: Household = { id: 10, name: 'משפחת לוי', phone: '0522000001', email: '', memberIds: [1, 2, 99] }

describe('the households list', () => {
  it('shows each household with its members, leaving out one no longer among the worshippers', () => {
    const [row] = householdRows([levi], [moshe, sara, dan])
    expect(row!.members).toEqual([moshe, sara])
    expect([...householdByPerson([levi]).keys()]).toEqual([1, 2, 99])
  })

  it('finds a household by its name, a member’s name or a phone in any format', () => {
    const row = { household: levi, members: [moshe, sara] }
    expect(matchesHousehold(row, 'לוי')).toBe(true)
    expect(matchesHousehold(row, 'שרה לוי')).toBe(true)
    expect(matchesHousehold(row, '052-2000')).toBe(true)
    expect(matchesHousehold(row, 'מזרחי')).toBe(false)
    expect(matchesHousehold(row, '  ')).toBe(true)
    expect(matchesPerson(dan, 'דן')).toBe(true)
    expect(matchesPerson(dan, 'משה')).toBe(false)
  })

  it('orders the worshippers by family name, a one-name worshipper by that name', () => {
    expect(sortPersons([dan, sara, eli, moshe]).map((p) => p.id)).toEqual([4, 1, 2, 3])
  })

  it('counts and says what grouping made in Hebrew, one and many', () => {
    expect(countsText(3, 12)).toBe('3 משפחות · 12 מתפללים ללא משפחה')
    expect(countsText(1, 1)).toBe('משפחה אחת · מתפלל אחד ללא משפחה')
    expect(countsText(4, 0)).toBe('4 משפחות · כל המתפללים במשפחות')
    expect(groupedText(3, 5)).toBe('נוצרו 3 משפחות ל-5 מתפללים')
    expect(groupedText(1, 1)).toBe('נוצרה משפחה אחת למתפלל אחד')
  })

  it('names the household a worshipper is in', () => {
    expect(inHouseholdText('משפחת כהן')).toBe('במשפחת כהן')
    expect(inHouseholdText('יצחק כהן ורעייתו')).toBe('במשפחת יצחק כהן ורעייתו')
  })
})
