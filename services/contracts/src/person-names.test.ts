import { describe, expect, it } from 'vitest'
import { personDisplayName, personSearchText } from './person-names'

describe('personDisplayName', () => {
  it('is the first name, then the last name', () => {
    expect(personDisplayName({ firstName: 'משה', lastName: 'כהן' })).toBe('משה כהן')
  })

  it('has no stray space when a name is empty', () => {
    expect(personDisplayName({ firstName: '', lastName: 'כהן' })).toBe('כהן')
    expect(personDisplayName({ firstName: 'משה', lastName: '' })).toBe('משה')
  })
})

describe('personSearchText', () => {
  it('holds both names and the phone digits', () => {
    expect(personSearchText({ firstName: 'משה', lastName: 'כהן', phone: '050-1234567' })).toBe(
      'משה כהן 0501234567',
    )
  })

  it('is lower case and NFC', () => {
    const decomposed = 'e\u0301'
    const text = personSearchText({ firstName: 'David', lastName: `Ren${decomposed}`, phone: '' })
    expect(text).toBe('david ren\u00e9 ')
  })
})
