import { describe, expect, it } from 'vitest'
import {
  leadSources,
  leadStatusIntent,
  leadStatusLabel,
  matchesLeadQuery,
  newestFirst,
  noLeadFilters,
  visibleLeads,
} from './lead-list'
import { buildCommunication, buildLead } from './test-leads'

const leads = [
  buildLead({
    id: 1,
    name: 'יוסף מזרחי',
    phone: '050-1234567',
    email: 'yosef@example.com',
    status: 'new',
    createdAt: '2026-01-10T09:00:00Z',
  }),
  buildLead({
    id: 2,
    name: 'שרה לוי',
    phone: '+972 52 765 4321',
    email: '',
    source: 'הדגמה',
    status: 'interested',
    createdAt: '2026-01-12T09:00:00Z',
  }),
  {
    ...buildLead({
      id: 3,
      name: 'אברהם כהן',
      phone: '02-6543210',
      email: 'avi@example.com',
      status: 'not_interested',
      createdAt: '2026-01-11T09:00:00Z',
    }),
    lastCommunicationAt: '2026-01-20T09:00:00Z',
  },
]
const ids = (list: { id: number }[]) => list.map((l) => l.id)

describe('leads list', () => {
  it("uses the seed's Hebrew labels and severities", () => {
    expect(leadStatusLabel('new')).toBe('חדש')
    expect(leadStatusIntent('new')).toBe('primary')
    expect(leadStatusIntent('contacted')).toBe('warning')
    expect(leadStatusIntent('interested')).toBe('success')
    expect(leadStatusIntent('not_interested')).toBe('danger')
    expect(leadStatusIntent('user_created')).toBe('primary')
  })

  it('searches name and email by words, and phones by digits in any format', () => {
    expect(matchesLeadQuery(leads[0]!, 'מזרחי')).toBe(true)
    expect(matchesLeadQuery(leads[0]!, 'YOSEF@')).toBe(true)
    expect(matchesLeadQuery(leads[1]!, '052-765')).toBe(true)
    expect(matchesLeadQuery(leads[1]!, '0527654321')).toBe(true)
    expect(matchesLeadQuery(leads[2]!, '6543')).toBe(true)
    expect(matchesLeadQuery(leads[2]!, '050')).toBe(false)
  })

  it('filters by status and source', () => {
    const sort = { key: 'createdAt', direction: 'desc' } as const
    expect(ids(visibleLeads(leads, '', { ...noLeadFilters, status: 'interested' }, sort))).toEqual([2])
    expect(ids(visibleLeads(leads, '', { ...noLeadFilters, source: 'דף נחיתה' }, sort))).toEqual([3, 1])
    expect(leadSources(leads)).toEqual(['דף נחיתה', 'הדגמה'])
  })

  it('sorts by name, status order, dates; unknown last contacts go last', () => {
    const by = (key: Parameters<typeof visibleLeads>[3]['key'], direction: 'asc' | 'desc' = 'asc') =>
      ids(visibleLeads(leads, '', noLeadFilters, { key, direction }))
    expect(by('name')).toEqual([3, 1, 2])
    expect(by('status')).toEqual([1, 2, 3])
    expect(by('createdAt', 'desc')).toEqual([2, 3, 1])
    expect(by('lastCommunicationAt', 'desc')).toEqual([3, 2, 1])
    expect(by('email')).toEqual([3, 1, 2])
  })

  it('orders communications newest first', () => {
    const list = [
      buildCommunication({ id: 1, createdAt: '2026-01-01T00:00:00Z' }),
      buildCommunication({ id: 3, createdAt: '2026-01-03T00:00:00Z' }),
      buildCommunication({ id: 2, createdAt: '2026-01-03T00:00:00Z' }),
    ]
    expect(newestFirst(list).map((c) => c.id)).toEqual([3, 2, 1])
  })
})
