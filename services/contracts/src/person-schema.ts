import { z } from 'zod'
import {
  fieldErrorMessages,
  fieldErrorOf,
  type ErrorParams,
  type FieldError,
  type FieldErrorCode,
} from './errors'
import { optionalName, requiredName, visibleText } from './names'
import type { PersonFieldSpec, PersonFields } from './person-fields'
import { phoneSchema } from './phone'

const choiceText = fieldErrorMessages.choice_invalid as (p: ErrorParams) => string

/** The check of one declared field, as a client sends it. */
function inputSchemaOf(field: PersonFieldSpec): z.ZodType {
  const rule = field.rule
  switch (rule.kind) {
    case 'name':
      return rule.optional ? optionalName(rule.max) : requiredName(rule.max)
    case 'text':
      return visibleText(rule.max).optional()
    case 'phone':
      return phoneSchema
    case 'choice': {
      const values = rule.choices.map((c) => c.value) as [string, ...string[]]
      return z
        .enum(values, choiceText({ label: field.label }))
        .nullable()
        .optional()
    }
  }
}

/** One declared field as the service answers it (a phone as stored; unset optional fields may be absent). */
function storedSchemaOf(field: PersonFieldSpec): z.ZodType {
  if (field.rule.kind === 'phone') return z.string()
  if (field.rule.kind === 'text') return z.string().optional()
  return inputSchemaOf(field)
}

const shapeOf = (fields: PersonFields, schemaOf: (f: PersonFieldSpec) => z.ZodType) =>
  Object.fromEntries(fields.map((f) => [f.key, schemaOf(f)]))

const inputSchemas = new WeakMap<PersonFields, z.ZodObject>()

/**
 * A worshipper as a client sends it, for these fields (the dialog and the import check with it too); built
 * once a declaration, as a file's thousands of rows are checked one by one.
 */
export function personInputSchemaOf(fields: PersonFields): z.ZodObject {
  let schema = inputSchemas.get(fields)
  if (!schema) {
    schema = z.object(shapeOf(fields, inputSchemaOf))
    inputSchemas.set(fields, schema)
  }
  return schema
}

/** A worshipper's declared fields as the service answers them. */
export const personStoredShapeOf = (fields: PersonFields) => shapeOf(fields, storedSchemaOf)

/** The texts of the field codes a person's check words alone, so an issue's message names its code. */
const codeByText = new Map<string, FieldErrorCode>(
  (['required', 'phone_invalid', 'hidden_characters', 'no_visible_letter'] as const).map((code) => [
    fieldErrorMessages[code] as string,
    code,
  ]),
)

interface SchemaIssue {
  code: string
  path: readonly PropertyKey[]
  message: string
  maximum?: unknown
}

/**
 * A bulk row's problem as a coded field error (`3.phone`, `phone_invalid`, row 4), worded by the catalogue
 * exactly as the schema words it; null for an issue that names no row's field (the list itself).
 */
export function personRowErrorOf(issue: SchemaIssue, fields: PersonFields): FieldError | null {
  const [index, key] = issue.path.map(String)
  const field = fields.find((f) => f.key === key)
  if (!/^\d+$/.test(index ?? '') || !field) return null
  const path = `${index}.${field.key}`
  const row = Number(index) + 1
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return fieldErrorOf(path, 'too_long', { row, max: issue.maximum })
  if (field.rule.kind === 'choice') return fieldErrorOf(path, 'choice_invalid', { row, label: field.label })
  const code = codeByText.get(issue.message)
  return code ? fieldErrorOf(path, code, { row }) : null
}
