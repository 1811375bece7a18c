import { describe, expect, it } from 'vitest'
import { loggedPath, redactedPath } from './request-log'

const SECRET = 'ivr-secret-4f9c2a7e1b'

describe('the path a request log line shows', () => {
  it('is the matched route template, never the values in the path', () => {
    expect(loggedPath({ path: `/api/ivr/yemot/${SECRET}`, _matchedRoute: '/api/ivr/yemot/:secret' })).toBe(
      '/api/ivr/yemot/:secret',
    )
  })

  it('hides every segment under the phone line but the adapter words when nothing matched', () => {
    expect(loggedPath({ path: `/api/ivr/yemot/${SECRET}` })).toBe('/api/ivr/yemot/:redacted')
    expect(redactedPath(`/api/ivr/reminder/json/${SECRET}x/extra`)).toBe(
      '/api/ivr/reminder/json/:redacted/:redacted',
    )
    expect(redactedPath('/api/ivr/shortone')).toBe('/api/ivr/:redacted')
  })

  it('hides secret-looking segments anywhere, and keeps ids, dates and route names readable', () => {
    expect(redactedPath(`/api/other/${SECRET}`)).toBe('/api/other/:redacted')
    expect(redactedPath(`/${'a'.repeat(40)}`)).toBe('/:redacted')
    expect(redactedPath('/api/reports/date/2026-11-21')).toBe('/api/reports/date/2026-11-21')
    expect(redactedPath('/api/users/createRecurringCharge')).toBe('/api/users/createRecurringCharge')
    expect(redactedPath('/api/maps/12345678901234567')).toBe('/api/maps/12345678901234567')
    expect(redactedPath('/')).toBe('/')
  })
})
