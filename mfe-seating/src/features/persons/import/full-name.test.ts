import { describe, expect, it } from 'vitest'
import { splitFullName } from './full-name'

describe('splitFullName', () => {
  it.each([
    ['משה כהן', 'משה', 'כהן'],
    ['  יוסף   חיים  לוי ', 'יוסף חיים', 'לוי'],
    ['משה בן דוד', 'משה', 'בן דוד'],
    ['כהן, משה', 'משה', 'כהן'],
    ['David Ben Ami', 'David', 'Ben Ami'],
    ['Anna van der Berg', 'Anna', 'van der Berg'],
    ['אברהם כהן-לוי', 'אברהם', 'כהן-לוי'],
    ['בן ציון', 'בן', 'ציון'],
  ])('%s → %s / %s', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last })
  })

  it('leaves the family name empty for a single word', () => {
    expect(splitFullName('משה')).toEqual({ firstName: 'משה', lastName: '' })
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' })
  })
})
