import { z } from 'zod'

type Params = Record<string, string | number>

/**
 * zod's own kinds of refusal (a field a schema checks with no message of its own): a field error carries the
 * kind as its code and what zod's text names (a length, the expected type) as params.
 */
export const schemaIssueKinds = [
  'invalid_type',
  'invalid_value',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_key',
  'invalid_union',
  'invalid_element',
  'custom',
] as const
export type SchemaIssueKind = (typeof schemaIssueKinds)[number]

/** zod's Hebrew: the words the forms show for the same schemas, so the server's and the form's agree. */
const hebrew = z.locales.he().localeError

/** The figures zod's text of an issue names (the issue must be parsed with `reportInput` for a type's). */
export function schemaIssueParams(issue: z.core.$ZodIssue): Params {
  switch (issue.code) {
    case 'invalid_type':
      return { expected: issue.expected, received: z.core.util.parsedType(issue.input) }
    case 'invalid_value':
      return { values: JSON.stringify(issue.values) }
    case 'too_big':
      return { origin: issue.origin, maximum: Number(issue.maximum), inclusive: issue.inclusive ? 1 : 0 }
    case 'too_small':
      return { origin: issue.origin, minimum: Number(issue.minimum), inclusive: issue.inclusive ? 1 : 0 }
    case 'invalid_format': {
      const { format, pattern, prefix, suffix, includes } = issue as z.core.$ZodIssueInvalidStringFormat & {
        prefix?: string
        suffix?: string
        includes?: string
      }
      return {
        format,
        ...(format === 'regex' && pattern ? { pattern } : {}),
        ...(prefix ? { prefix } : {}),
        ...(suffix ? { suffix } : {}),
        ...(includes ? { includes } : {}),
      }
    }
    case 'not_multiple_of':
      return { divisor: Number(issue.divisor) }
    case 'unrecognized_keys':
      return { keys: JSON.stringify(issue.keys) }
    case 'invalid_element':
      return { origin: issue.origin }
    default:
      return {}
  }
}

/** zod's words for a refusal it cannot say more of. */
const UNWORDED = 'קלט לא תקין'

/** A value of the type zod named as received, for its words ("התקבל מחרוזת"). */
function sampleOf(type: string | number | undefined): unknown {
  switch (type) {
    case 'undefined':
      return undefined
    case 'string':
      return ''
    case 'number':
      return 0
    case 'nan':
      return NaN
    case 'boolean':
      return false
    case 'null':
      return null
    case 'array':
      return []
    case 'object':
      return {}
    default:
      // A class instance: zod names it by its constructor.
      return Object.create({ constructor: { name: String(type) } }) as unknown
  }
}

/** A list the params carry as JSON; anything else stands for itself. */
const parsedList = (json: string | number | undefined): unknown[] => {
  try {
    const list: unknown = JSON.parse(String(json))
    if (Array.isArray(list)) return list
  } catch {
    // Not JSON: shown as it is.
  }
  return [json]
}

/** zod's Hebrew text of an issue kind, from the params the server read off the issue. */
export function schemaIssueText(kind: SchemaIssueKind, params: Params): string {
  const issue = {
    code: kind,
    expected: params.expected,
    input: sampleOf(params.received),
    values: parsedList(params.values),
    keys: parsedList(params.keys),
    origin: params.origin,
    maximum: params.maximum,
    minimum: params.minimum,
    inclusive: params.inclusive === 1,
    format: params.format,
    pattern: params.pattern,
    prefix: params.prefix,
    suffix: params.suffix,
    includes: params.includes,
    divisor: params.divisor,
  }
  try {
    const text = hebrew(issue as unknown as z.core.$ZodRawIssue)
    return typeof text === 'string' ? text : (text?.message ?? UNWORDED)
  } catch {
    // Params that do not fit the kind (an answer of another version): the kind's plainest words.
    return UNWORDED
  }
}
