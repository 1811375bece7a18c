import { z } from 'zod'
import { emailSchema } from './emails'
import { fieldErrorOf, type FieldError } from './errors'
import { optionalName, requiredName } from './names'
import { phoneSchema } from './phone'
import { schemaText, schemaTextOf } from './schema-texts'

/**
 * A household: worshippers who ask for seats together (a family), with the phone or email its request link
 * and its seats are sent to. A worshipper belongs to one household at most.
 */
const id = z.number().int().positive()

/** Members one household may list: a large family with its married children. */
export const MAX_HOUSEHOLD_MEMBERS = 30

export const householdSchema = z.object({
  id,
  name: requiredName(100),
  /** Where its messages go: digits, or '' when none. */
  phone: z.string(),
  email: z.string(),
  memberIds: z.array(id),
})
export type Household = z.infer<typeof householdSchema>

/** POST /api/households and PUT /api/households/:id: members move here from any other household. */
export const householdInputSchema = z
  .object({
    name: requiredName(100),
    phone: z.union([z.literal(''), phoneSchema]).default(''),
    email: z.union([z.literal(''), emailSchema]).default(''),
    memberIds: z
      .array(id)
      .max(MAX_HOUSEHOLD_MEMBERS, schemaText('household_members_max', { max: MAX_HOUSEHOLD_MEMBERS }))
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((h) => h.phone !== '' || h.email !== '', {
    path: ['phone'],
    message: schemaText('email_or_phone'),
  })
export type HouseholdInput = z.input<typeof householdInputSchema>

/** POST /api/households/group: what grouping the ungrouped worshippers made. */
export const householdsGroupedSchema = z.object({
  created: z.number().int().min(0),
  members: z.number().int().min(0),
})
export type HouseholdsGrouped = z.infer<typeof householdsGroupedSchema>

/** A household's name, at most this many characters (the households table's column). */
export const HOUSEHOLD_NAME_MAX = 100

/**
 * The import's family column. Not 'משפחה' alone: that header already means the last name. Rows with the same
 * value become one household, named exactly as written (no 'משפחת' added): 'כהן' and 'משפחת כהן' are two
 * names a warden chose, and a name the warden did not write could not be found again on the next import.
 */
export const householdImportColumn = {
  key: 'household',
  label: 'קבוצת משפחה',
  importHeaders: [
    'קבוצת משפחה',
    'משפחה לקבוצה',
    'שם משפחה לקבוצה',
    'משפחה לישיבה',
    'בית אב',
    'household',
    'household name',
    'family',
    'family group',
  ],
  samples: ['משפחת כהן', 'משפחת לוי'],
} as const

/** A family cell as the household is named: trimmed, its runs of spaces one space. */
export const householdImportName = (raw: string): string => raw.normalize('NFC').trim().replace(/\s+/g, ' ')

/** Family cells that name one household: 'משפחת  כהן ' and 'משפחת כהן' (and 'Cohen', 'cohen') are one. */
export const householdNameKey = (name: string): string => householdImportName(name).toLocaleLowerCase()

/** A bulk import row's family: a household name, or '' (none, as when unsent). */
export const importedHouseholdSchema = optionalName(HOUSEHOLD_NAME_MAX).transform(householdImportName)

/**
 * A bulk import row's family refused as a coded field error naming its row and column ('3.household',
 * too_long, row 4); null for any other issue.
 */
export function householdRowErrorOf(issue: {
  path: readonly PropertyKey[]
  message: string
}): FieldError | null {
  const [index, key] = issue.path.map(String)
  if (!/^\d+$/.test(index ?? '') || key !== householdImportColumn.key) return null
  const named = schemaTextOf(issue.message)
  if (!named) return null
  return fieldErrorOf(`${index}.${key}`, named.code, { ...named.params, row: Number(index) + 1 })
}

/**
 * POST /api/persons/many with families: the households the rows made (ids), the existing households they
 * joined (ids), the worshippers added to a household, and those left in another household they were in.
 */
export const householdsImportedSchema = z.object({
  created: z.array(id),
  joined: z.array(id),
  added: z.number().int().min(0),
  kept: z.number().int().min(0),
})
export type HouseholdsImported = z.infer<typeof householdsImportedSchema>
