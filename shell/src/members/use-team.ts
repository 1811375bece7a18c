import { errorMessageOf, teamApi } from '@seats/sdk'
import type { Team } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'

export interface TeamData {
  team: Team | null
  error: string | null
  loading: boolean
  reload(): void
}

/** GET /api/members, read again after each change of the team. */
export function useTeam(enabled: boolean): TeamData {
  const [team, setTeam] = useState<Team | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(enabled)
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])
  useEffect(() => {
    if (!enabled) return
    let live = true
    setLoading(true)
    teamApi
      .team()
      .then((answer) => {
        if (!live) return
        setTeam(answer)
        setError(null)
      })
      .catch((failure: unknown) => {
        if (live) setError(errorMessageOf(failure))
      })
      .finally(() => {
        if (live) setLoading(false)
      })
    return () => {
      live = false
    }
  }, [enabled, round])
  return { team, error, loading, reload }
}
