import { describe, expect, it } from 'vitest'
import { runRows, weekRows } from './insights-rows'

describe('the plots rows', () => {
  it('name each week by its Shabbat, with the freed seats, the guests and every source', () => {
    const rows = weekRows({
      weeks: [
        {
          shabbat: '2026-11-14',
          name: 'שבת פרשת תולדות',
          freed: 3,
          guests: 1,
          bySource: { phone: 2, reminder: 0, web: 0, warden: 0, link: 1 },
        },
      ],
      topReporters: [],
      runs: [],
    })
    expect(rows).toEqual([
      { period: '14/11', freed: 3, guests: 1, phone: 2, reminder: 0, web: 0, warden: 0, link: 1 },
    ])
  })

  it('name each run by its date, with how its calls ended', () => {
    const rows = runRows({
      weeks: [],
      topReporters: [],
      runs: [
        {
          runId: 1,
          date: '2026-11-21',
          name: 'שבת',
          answered: 4,
          reported: 2,
          noAnswer: 1,
          busy: 0,
          other: 0,
        },
      ],
    })
    expect(rows).toEqual([{ period: '21/11', answered: 4, reported: 2, noAnswer: 1, busy: 0, other: 0 }])
  })
})
