import { z } from 'zod'
import { emailSchema } from './emails'

/**
 * A synagogue's team: every member has one role in it. owner: everything, billing and the team included;
 * warden: maps, worshippers, events, reports and reminders; viewer: reads and prints.
 */
export const memberRoles = ['owner', 'warden', 'viewer'] as const
export const memberRoleSchema = z.enum(memberRoles)
export type MemberRole = z.infer<typeof memberRoleSchema>

const roleRank: Record<MemberRole, number> = { viewer: 1, warden: 2, owner: 3 }

/** Whether a member with `role` may do what needs `needed`. */
export const roleAllows = (role: MemberRole, needed: MemberRole): boolean =>
  roleRank[role] >= roleRank[needed]

export const memberRoleLabels: Record<MemberRole, string> = {
  owner: 'בעלים',
  warden: 'גבאי',
  viewer: 'צפייה והדפסה',
}

export const memberRoleDescriptions: Record<MemberRole, string> = {
  owner: 'הכול, כולל המנוי, הצוות ומחיקת בית הכנסת',
  warden: 'עריכת מפות, מתפללים, אירועים, דיווחים ותזכורות, והדפסה',
  viewer: 'צפייה והדפסה בלבד',
}

/** One synagogue the signed-in person belongs to (the user menu switches between them). */
export const membershipSchema = z.object({
  accountId: z.number().int(),
  synagogueName: z.string(),
  role: memberRoleSchema,
})
export type Membership = z.infer<typeof membershipSchema>

/** The synagogue the session acts for, and every synagogue the person belongs to. */
export const teamContextSchema = z.object({
  current: membershipSchema,
  memberships: z.array(membershipSchema),
})
export type TeamContext = z.infer<typeof teamContextSchema>

export const memberSchema = z.object({
  userId: z.number().int(),
  contactName: z.string(),
  email: z.string().nullable(),
  role: memberRoleSchema,
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
})
export type Member = z.infer<typeof memberSchema>

export const invitationStates = ['open', 'used', 'expired', 'revoked'] as const
export type InvitationState = (typeof invitationStates)[number]

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: memberRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>

/** GET /api/members: the team and the invitations still open. */
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
})
export type Team = z.infer<typeof teamSchema>

export const inviteMemberSchema = z.object({
  email: emailSchema,
  role: memberRoleSchema,
})
export type InviteMember = z.infer<typeof inviteMemberSchema>

export const changeMemberRoleSchema = z.object({ role: memberRoleSchema })
export type ChangeMemberRole = z.infer<typeof changeMemberRoleSchema>

/** GET /api/invitations/:token (no sign-in): what the link offers, before it is accepted. */
export const invitationPreviewSchema = z.object({
  synagogueName: z.string(),
  role: memberRoleSchema,
  /** The address it was sent to, to sign in or register with. */
  email: z.string(),
  invitedBy: z.string(),
  state: z.enum(invitationStates),
  /** Whether an account with that address exists (sign in) or not (register). */
  hasAccount: z.boolean(),
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

export const switchSynagogueSchema = z.object({ accountId: z.number().int().positive() })
export type SwitchSynagogue = z.infer<typeof switchSynagogueSchema>

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7
