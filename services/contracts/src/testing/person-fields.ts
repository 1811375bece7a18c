import { personFields, type PersonFieldSpec } from '../person-fields'

/** A title before the name ('הרב'), as a new declared field would be: optional, a table column, printed. */
export const titleField = {
  key: 'title',
  label: 'תואר',
  importHeaders: ['תואר', 'title'],
  samples: ['הרב', ''],
  column: true,
  input: 'text',
  rule: { kind: 'text', max: 30 },
  prints: true,
} as const satisfies PersonFieldSpec

/** The declaration with the title first: what adding a field to `personFields` gives every screen. */
export const fieldsWithTitle: readonly PersonFieldSpec[] = [
  titleField,
  ...personFields.filter((f: PersonFieldSpec) => f.key !== titleField.key),
]
