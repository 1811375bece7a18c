import type { Household, Person } from '@seats/contracts'
import { errorMessageOf } from '@seats/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePersons } from '../../persons'
import { householdsApi } from '../households-api'

export interface HouseholdsState {
  households: Household[]
  /** Every worshipper (followed live): the members' names, and who is in no household yet. */
  persons: Person[]
  /** True until both lists have answered once. */
  loading: boolean
  /** Why a list could not be read; the last good lists stay shown. */
  error: string | null
  /** After a household write: who is in which household lives in the households alone. */
  reloadHouseholds: () => Promise<void>
  /** Both lists again (a retry). */
  reload: () => Promise<void>
}

/** The account's households and worshippers. */
export function useHouseholds(): HouseholdsState {
  const persons = usePersons()
  const [households, setHouseholds] = useState<Household[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef<AbortController | null>(null)
  const reloadPersons = persons.reload

  const reloadHouseholds = useCallback(async () => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    try {
      const list = await householdsApi.list(controller.signal)
      if (controller.signal.aborted) return
      setHouseholds(list)
      setError(null)
    } catch (err) {
      if (controller.signal.aborted) return
      setError(errorMessageOf(err))
    } finally {
      if (!controller.signal.aborted) setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reloadHouseholds()
    return () => latest.current?.abort()
  }, [reloadHouseholds])

  const reload = useCallback(async () => {
    await Promise.all([reloadHouseholds(), reloadPersons()])
  }, [reloadHouseholds, reloadPersons])

  return {
    households,
    persons: persons.persons,
    loading: loading || persons.loading,
    error: error ?? persons.error,
    reloadHouseholds,
    reload,
  }
}
