import { describe, expect, it } from 'vitest'
import { fieldsWithTitle } from '@seats/contracts/testing'
import { checkPerson, sentValues } from './person-form'

describe('person form checks', () => {
  it('requires every field and a valid phone, in Hebrew', () => {
    expect(checkPerson({ firstName: ' ', lastName: 'כהן', phone: '123' })).toEqual({
      ok: false,
      errors: { firstName: 'שדה חובה', phone: 'מספר טלפון לא תקין' },
    })
  })

  it('answers the input as it will be stored', () => {
    expect(checkPerson({ firstName: ' משה ', lastName: 'כהן', phone: '050-123-4567' })).toEqual({
      ok: true,
      input: { firstName: 'משה', lastName: 'כהן', phone: '0501234567' },
    })
  })
})

describe('what the dialog sends of an optional field', () => {
  const base = { firstName: 'משה', lastName: 'כהן', phone: '0501234567', gender: null }
  it('leaves out one that was empty and still is, and sends one the warden emptied', () => {
    const empty = { ...base, title: '' }
    expect(sentValues(empty, empty, fieldsWithTitle)).not.toHaveProperty('title')
    expect(sentValues(empty, { ...base, title: 'הרב' }, fieldsWithTitle)).toMatchObject({ title: '' })
    expect(sentValues({ ...base, title: 'הרב' }, empty, fieldsWithTitle)).toMatchObject({ title: 'הרב' })
  })
})
