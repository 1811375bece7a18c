import { describe, expect, it } from 'vitest'
import { HIDDEN_CHARACTERS_MESSAGE, NO_VISIBLE_LETTER_MESSAGE } from './names'
import { personInputSchema } from './seating'
import { registerSchema } from './user'
import { leadCreateSchema } from './leads'

const person = (firstName: string) =>
  personInputSchema.safeParse({ firstName, lastName: 'כהן', phone: '0501234567' })

describe('names with hidden characters', () => {
  it.each([
    ['a right-to-left override', 'משה\u202eןהכ'],
    ['a zero-width space', 'מ\u200bשה'],
    ['a NUL', 'משה\u0000'],
    ['a left-to-right mark', '\u200eמשה'],
    ['a byte-order mark inside', 'מש\ufeffה'],
    ['a newline inside', 'משה\nכהן'],
    ['a line separator', 'משה\u2028כהן'],
    ['a paragraph separator', 'משה\u2029כהן'],
    ['a soft hyphen', 'מש\u00adה'],
    ['a combining grapheme joiner', 'מ\u034fשה'],
    ['an interlinear annotation mark', '\ufff9משה\ufffb'],
    ['a tag character', 'משה\u{e0041}'],
    ['a Hangul filler alone', '\u3164'],
    ['a halfwidth Hangul filler', 'משה\uffa0'],
  ])('refuses %s with a Hebrew message on the field', (_, firstName) => {
    const result = person(firstName)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['firstName'], message: HIDDEN_CHARACTERS_MESSAGE })
  })

  it('refuses a name with no letter or digit to see', () => {
    for (const name of ['-', '...', "'"]) {
      const result = person(name)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(NO_VISIBLE_LETTER_MESSAGE)
    }
  })

  it('keeps ordinary names, with spaces, hyphens, apostrophes and Latin letters', () => {
    for (const name of ['משה', 'בן ציון', 'אבו-חצירא', "ז'ק", 'Moshe'])
      expect(person(name).success).toBe(true)
  })

  it('guards the synagogue and contact names, and the lead form', () => {
    const reg = registerSchema.safeParse({
      email: 'a@example.com',
      password: 'Seats-long-pw-1',
      contactName: 'גבאי',
      synagogueName: 'אהל\u202dמשה',
      phone: '0501234567',
    })
    expect(reg.error?.issues.map((i) => i.path[0])).toEqual(['synagogueName'])
    const lead = leadCreateSchema.safeParse({
      name: 'דוד\u2066',
      phone: '0501234567',
      email: 'd@example.com',
    })
    expect(lead.error?.issues.map((i) => i.path[0])).toContain('name')
  })
})
