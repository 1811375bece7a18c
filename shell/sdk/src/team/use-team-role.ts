import { useMemo } from 'react'
import { useSession } from '../platform/services'
import { teamRoleOf, type TeamRole } from './team-role'

/** The signed-in person's role in the current synagogue; screens hide or disable what it does not allow. */
export function useTeamRole(): TeamRole {
  const { user } = useSession()
  return useMemo(() => teamRoleOf(user), [user])
}
