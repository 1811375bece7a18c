import { roleAllows, type MemberRole, type TeamContext } from '@seats/contracts'
import type { SessionUser } from './session-user'

/** What a screen needs to know about the person's role in the synagogue the session acts for. */
export interface TeamRole {
  role: MemberRole
  /** Maps, worshippers, events, reports and reminders may be changed (owner or warden). */
  canEdit: boolean
  /** Billing, the team and deleting the synagogue (owner). */
  isOwner: boolean
  team: TeamContext | null
}

/** The note beside a screen whose changes the person's role does not allow. */
export const viewOnlyText = 'הרשאת צפייה והדפסה בלבד'

/**
 * The person's role where the session acts. A user record without a team (not loaded yet, or a server
 * from before teams) is its account's own user, who owns it: the server still decides every write.
 */
export function teamRoleOf(user: SessionUser | null | undefined): TeamRole {
  const team = user?.team ?? null
  const role: MemberRole = team?.current.role ?? 'owner'
  return { role, canEdit: roleAllows(role, 'warden'), isOwner: role === 'owner', team }
}
