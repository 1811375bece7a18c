import type { Household, Person } from '@seats/contracts'
import { useLiveList } from '@seats/sdk'
import { useCallback } from 'react'
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

/**
 * The account's households and worshippers, both followed live: another warden's change or an import with a
 * family column shows at once, and a deleted worshipper leaves his household's members.
 */
export function useHouseholds(): HouseholdsState {
  const persons = usePersons()
  const households = useLiveList(householdsApi.list, ['householdsChanged', 'personsChanged'])
  const reloadHouseholds = households.reload
  const reloadPersons = persons.reload

  const reload = useCallback(async () => {
    await Promise.all([reloadHouseholds(), reloadPersons()])
  }, [reloadHouseholds, reloadPersons])

  return {
    households: households.items,
    persons: persons.persons,
    loading: households.loading || persons.loading,
    error: households.error ?? persons.error,
    reloadHouseholds,
    reload,
  }
}
