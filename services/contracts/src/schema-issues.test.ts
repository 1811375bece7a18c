import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrorOfIssue, fieldErrorText } from './errors'
import { loginSchema, registerSchema } from './user'
import { reminderSettingInputSchema } from './reminders'
import { extendTrialSchema } from './admin'
import { mapInputSchema } from './seating'

z.config(z.locales.he())

const issuesOf = (schema: z.ZodType, data: unknown) => {
  const parsed = schema.safeParse(data, { reportInput: true })
  if (parsed.success) throw new Error('expected a refusal')
  return parsed.error.issues
}

describe('a field error of a schema issue', () => {
  // What zod says of checks that have no message of their own, each in its own words.
  const plain = z
    .object({
      s: z.string().min(2).max(3),
      n: z.number().int().min(1).max(9).multipleOf(2),
      e: z.enum(['x', 'y', 'z']),
      one: z.literal('only'),
      d: z.iso.date(),
      r: z.string().regex(/^a+$/),
      p: z.string().startsWith('ab'),
      a: z.array(z.number()).min(1).max(2),
      t: z.string(),
      c: z.coerce.number(),
      u: z.union([z.string(), z.number()]),
      k: z.string().refine(() => false),
    })
    .strict()

  it('names zod’s kind and its figures, worded as zod words them', () => {
    const cases: unknown[] = [
      {
        s: 'x',
        n: 0.5,
        e: 'q',
        one: 'no',
        d: 'no',
        r: 'b',
        p: 'x',
        a: [],
        t: 5,
        c: 'abc',
        u: null,
        k: '',
        extra: 1,
      },
      { s: 'xxxx', n: 11, e: 1, one: 2, d: 3, r: 'bb', p: 'zz', a: [1, 2, 3], t: [], c: {}, u: {}, k: 'k' },
      { s: 3, n: '1', e: null, one: undefined, a: 'no', t: null, c: 'x', u: [] },
      { n: 3, a: [1, 'two'], t: true, c: NaN },
      'not an object',
    ]
    const seen = new Set<string>()
    for (const data of cases) {
      for (const issue of issuesOf(plain, data)) {
        const error = fieldErrorOfIssue(issue)
        seen.add(issue.code)
        expect(error.code).toBe(issue.code)
        expect(error.message).toBe(issue.message)
        expect(fieldErrorText({ ...error, code: error.code! })).toBe(issue.message)
      }
    }
    expect([...seen].sort()).toEqual([
      'custom',
      'invalid_format',
      'invalid_type',
      'invalid_union',
      'invalid_value',
      'not_multiple_of',
      'too_big',
      'too_small',
      'unrecognized_keys',
    ])
  })

  it("names a schema's own message by its code", () => {
    const issues = [
      ...issuesOf(loginSchema, { username: '', password: '' }),
      ...issuesOf(registerSchema, { email: 'no', password: 'short' }),
      ...issuesOf(reminderSettingInputSchema, { weekday: 6, hour: 30, minute: -1, audience: 'x', city: '' }),
      ...issuesOf(extendTrialSchema, { days: 400 }),
      ...issuesOf(mapInputSchema, {
        name: 'm',
        rows: 2,
        cols: 2,
        cells: [{ row: 3, col: 1, kind: 'seat', people: [] }],
      }),
    ]
    const codes = issues.map((issue) => {
      const error = fieldErrorOfIssue(issue)
      expect(error.message).toBe(issue.message)
      expect(fieldErrorText({ ...error, code: error.code! })).toBe(issue.message)
      return error.code
    })
    expect(codes).toEqual(
      expect.arrayContaining([
        'required',
        'email_invalid',
        'password_too_short',
        'reminder_weekday_range',
        'hour_invalid',
        'minute_invalid',
        'audience_missing',
        'city_missing',
        'days_max',
        'outside_map',
      ]),
    )
  })

  it('puts the figures of a message in its params', () => {
    const [issue] = issuesOf(extendTrialSchema, { days: 400 })
    expect(fieldErrorOfIssue(issue!)).toEqual({
      field: 'days',
      code: 'days_max',
      params: { max: 365 },
      message: 'עד 365 ימים',
    })
  })

  it('names the body itself when the path is empty', () => {
    const [issue] = issuesOf(z.object({ a: z.string() }), 'text')
    expect(fieldErrorOfIssue(issue!)).toMatchObject({ field: '(body)', code: 'invalid_type' })
  })
})

describe('a message the catalogue does not name', () => {
  it('goes as it was, uncoded', () => {
    const [issue] = issuesOf(z.object({ kind: z.enum(['a', 'b'], 'סוג לא מוכר') }), { kind: 'c' })
    expect(fieldErrorOfIssue(issue!)).toEqual({ field: 'kind', message: 'סוג לא מוכר' })
  })
})
