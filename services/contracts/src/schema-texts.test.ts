import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { schemaCodeText, schemaText, schemaTextCodes, schemaTextOf } from './schema-texts'

const SRC = fileURLToPath(new URL('.', import.meta.url))
const HEBREW = /[\u0590-\u05ff]/
/** A schema's check or refinement given its message in place. */
const SCHEMA_MESSAGE =
  /\.(min|max|length|regex|refine|int|string|number|boolean|enum|array|date|datetime|email)\(.*['"`]|message:\s*['"`]/

/** Messages still written in place, and why. */
const IN_PLACE: Record<string, string> = {
  "seating.ts:const genderSchema = z.enum(personGenders, 'מין לא תקין')":
    "a worshipper's fields are worded by their own declaration",
  "phone.ts:.pipe(z.string().refine(isValidPhone, 'מספר טלפון לא תקין'))":
    "a worshipper's phone, worded with the worshipper's fields; the same text as `phone_invalid`, found by it",
}

describe("the schemas' own messages", () => {
  it('are named by code, so a refusal carries the code', () => {
    const inPlace = readdirSync(SRC)
      .filter(
        (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schema-texts.ts' && f !== 'errors.ts',
      )
      .flatMap((f) =>
        readFileSync(`${SRC}/${f}`, 'utf8')
          .split('\n')
          .filter((line) => HEBREW.test(line) && SCHEMA_MESSAGE.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map((line) => `${f}:${line.trim()}`),
      )
      .filter((l) => !(l in IN_PLACE))
    expect(inPlace).toEqual([])
  })

  it('finds the code and figures of a text again', () => {
    const text = schemaText('too_long', { max: 40 })
    expect(text).toBe('עד 40 תווים')
    expect(schemaTextOf(text)).toEqual({ code: 'too_long', params: { max: 40 } })
    expect(schemaTextOf(schemaText('required'))).toEqual({ code: 'required' })
    expect(schemaTextOf('not a schema text')).toBeUndefined()
  })

  it('words every code in Hebrew', () => {
    for (const code of schemaTextCodes)
      expect(schemaCodeText(code, { max: 1, min: 1, length: 1 })).toMatch(HEBREW)
  })
})
