import type { SeasonRequestsOverview } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { answerCounts, awaitingAnswer, requestRows } from './request-rows'

type Row = SeasonRequestsOverview['households'][number]
const request: NonNullable<Row['request']> = {
  attending: [],
  sameAsLast: false,
  together: true,
  nearArk: false,
  notFrontRow: false,
  accessible: false,
  note: '',
  submittedAt: '2026-11-29T11:00:00.000Z',
}
const rows: Row[] = [
  { householdId: 1, name: 'משפחת לוי', members: 3, linkSentAt: '2026-11-29T10:00:00.000Z', request },
  { householdId: 2, name: 'משפחת כהן', members: 2, linkSentAt: '2026-11-29T10:00:00.000Z', request: null },
  { householdId: 3, name: 'משפחת כהן-צדק', members: 4, linkSentAt: null, request: null },
]
const names = (found: Row[]) => found.map((h) => h.name)

describe("the season's answers table", () => {
  it('counts the households of each filter, and those a reminder goes to', () => {
    expect(answerCounts(rows)).toEqual({ all: 3, answered: 1, unanswered: 2, notSent: 1 })
    // The family without a link gets one from 'send to all', not a reminder.
    expect(awaitingAnswer(rows)).toBe(1)
  })

  it('shows who has not answered, who got no link, and finds a family by any word of its name', () => {
    expect(names(requestRows(rows, 'unanswered', ''))).toEqual(['משפחת כהן', 'משפחת כהן-צדק'])
    expect(names(requestRows(rows, 'notSent', ''))).toEqual(['משפחת כהן-צדק'])
    expect(names(requestRows(rows, 'answered', ''))).toEqual(['משפחת לוי'])
    expect(names(requestRows(rows, 'all', ' כהן '))).toEqual(['משפחת כהן', 'משפחת כהן-צדק'])
    expect(names(requestRows(rows, 'all', 'צדק משפחת'))).toEqual(['משפחת כהן-צדק'])
    expect(names(requestRows(rows, 'answered', 'כהן'))).toEqual([])
  })
})
