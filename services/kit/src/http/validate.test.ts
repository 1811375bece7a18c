import { fieldErrorText } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../errors'
import { validate } from './validate'

const refusal = (schema: z.ZodType, data: unknown): AppError => {
  try {
    validate(schema, data)
  } catch (err) {
    if (err instanceof AppError) return err
    throw err
  }
  throw new Error('expected a refusal')
}

describe('validate', () => {
  it('answers the parsed value', () => {
    expect(validate(z.object({ n: z.coerce.number() }), { n: '3' })).toEqual({ n: 3 })
  })

  it('names each bad field by a code of the contracts, with its params and the same Hebrew text', () => {
    const schema = z.object({ name: z.string().min(2), age: z.number(), kind: z.enum(['a', 'b']) })
    const error = refusal(schema, { name: 'x', kind: 'c' })
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual([
      {
        field: 'name',
        code: 'too_small',
        params: { origin: 'string', minimum: 2, inclusive: 1 },
        message: 'קצר מדי: המחרוזת צריכה להכיל 2 תווים או יותר',
      },
      {
        field: 'age',
        code: 'invalid_type',
        params: { expected: 'number', received: 'undefined' },
        message: 'קלט לא תקין: צריך להיות מספר, התקבל ערך לא מוגדר (undefined)',
      },
      {
        field: 'kind',
        code: 'invalid_value',
        params: { values: '["a","b"]' },
        message: 'ערך לא תקין: האפשרויות המתאימות הן "a" או "b"',
      },
    ])
    // The UI words each from its code and params alone.
    for (const f of error.fields ?? []) expect(fieldErrorText({ ...f, code: f.code! })).toBe(f.message)
  })
})
