import { z } from 'zod'
import { schemaText } from './schema-texts'
import { isCommonestPassword } from './common-passwords'
import { phoneSchema } from './phone'
import { requiredName, visibleText } from './names'
import { canonicalEmail, emailSchema } from './emails'
import { memberRoleSchema, teamContextSchema } from './members'

export { canonicalEmail, emailSchema } from './emails'

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  contactName: z.string(),
  synagogueName: z.string(),
  phone: z.string(),
  isNew: z.boolean(),
  isGuest: z.boolean(),
  isDemoGuest: z.boolean(),
  hasCompletedDemo: z.boolean(),
  isAdmin: z.boolean(),
  subscriptionType: z.string(),
  subscriptionEndsAt: z.string().nullable(),
  maxPeople: z.number().int(),
  price: z.number(),
  createdAt: z.string(),
  /** The synagogue the session acts for and the person's role in it, and every synagogue they belong to. */
  team: teamContextSchema.optional(),
})
export type User = z.infer<typeof userSchema>

export const passwordSchema = z
  .string()
  .min(8, schemaText('password_too_short', { min: 8 }))
  .max(200, schemaText('password_too_long'))
  .refine((p) => !isCommonestPassword(p), schemaText('password_common'))

const requiredText = requiredName

const profileSchema = z.object({
  contactName: requiredText(100),
  synagogueName: visibleText(150),
  phone: phoneSchema,
  email: emailSchema,
})

/**
 * What a user may change in their own profile. Plan and role fields are not here on purpose. A new email
 * needs `currentPassword` (checked by auth: missing or wrong answers 400 naming currentPassword).
 */
export const updateMeSchema = profileSchema
  .extend({ currentPassword: z.string().min(1, schemaText('required')).max(200) })
  .partial()
  .strip()
export type UpdateMe = z.infer<typeof updateMeSchema>

export const adminUpdateUserSchema = profileSchema
  .extend({
    isAdmin: z.boolean(),
    maxPeople: z.number().int().min(0).max(100_000),
    price: z.number().min(0).max(100_000),
    subscriptionType: requiredText(50),
    subscriptionEndsAt: z.iso.datetime({ offset: true }).nullable(),
    isNew: z.boolean(),
    password: passwordSchema,
  })
  .partial()
  .strip()
export type AdminUpdateUser = z.infer<typeof adminUpdateUserSchema>

export const adminCreateUserSchema = adminUpdateUserSchema.extend({
  email: emailSchema,
  password: passwordSchema,
  contactName: requiredText(100),
  phone: phoneSchema,
})
export type AdminCreateUser = z.infer<typeof adminCreateUserSchema>

export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  contactName: requiredText(100),
  synagogueName: visibleText(150).default(''),
  phone: phoneSchema,
  hasCompletedDemo: z.boolean().optional(),
  isGuest: z.boolean().optional(),
  /** Registering from an invitation link: the new person joins that synagogue, with none of their own. */
  invitationToken: z.string().max(100).optional(),
})
export type RegisterInput = z.infer<typeof registerSchema>

export const loginSchema = z.object({
  username: z.string().overwrite(canonicalEmail).min(1, schemaText('required')).max(254),
  password: z.string().min(1, schemaText('required')).max(200),
})
export type LoginInput = z.infer<typeof loginSchema>

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const demoRequestSchema = z.object({
  name: requiredText(100),
  phone: z
    .string()
    .transform((s) => s.replace(/\D/g, ''))
    .pipe(z.string().regex(/^0[57]\d{8}$/, schemaText('mobile_invalid'))),
})
export type DemoRequest = z.infer<typeof demoRequestSchema>

export const demoResponseSchema = loginResponseSchema.extend({ mapId: z.number().int() })
export type DemoResponse = z.infer<typeof demoResponseSchema>

export const refreshResponseSchema = z.object({ accessToken: z.string() })
export type RefreshResponse = z.infer<typeof refreshResponseSchema>

/**
 * POST /internal/accounts/:id/render-token (auth): a viewer's access token of the account for a few minutes,
 * with no session, for the workers' Chromium to open the print view and render the guest map's PDF.
 */
export const renderTokenSchema = z.object({ accessToken: z.string(), expiresAt: z.string() })
export type RenderToken = z.infer<typeof renderTokenSchema>

/** Claims carried by the short-lived access token. */
export const accessClaimsSchema = z.object({
  /** The person signed in. */
  sub: z.string(),
  /**
   * The synagogue (account) the token acts for, and the person's role in it. Tokens issued before teams
   * had neither: they act for the person's own synagogue, as its owner.
   */
  acc: z.string().optional(),
  rol: memberRoleSchema.optional(),
  /** The person's name, for the changes they make (tokens issued before it had none). */
  nm: z.string().max(200).optional(),
  adm: z.boolean(),
  gst: z.boolean(),
  /** The session (refresh-token family) the token was issued in; logout ends all of its tokens. */
  sid: z.string().optional(),
  /**
   * A token that reads and changes nothing (the workers' PDF renderer's): every service refuses it any method
   * but GET, HEAD and OPTIONS, whatever the route would let its role or person do (their own profile, a
   * switch of synagogue that would hand out a token with the person's real role).
   */
  ro: z.literal(true).optional(),
})
export type AccessClaims = z.infer<typeof accessClaimsSchema>
