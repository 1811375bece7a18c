import { z } from 'zod'
import { emailSchema } from './emails'
import { requiredName } from './names'
import { phoneSchema } from './phone'
import { schemaText } from './schema-texts'

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
