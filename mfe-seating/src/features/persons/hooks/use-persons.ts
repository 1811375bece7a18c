import type { Person } from '@seats/contracts'
import { useLiveList } from '@seats/sdk'
import { personsApi } from '../persons-api'

export interface PersonsState {
  persons: Person[]
  /** True until the first answer. */
  loading: boolean
  /** The Hebrew reason the list could not be loaded; the last good list stays shown. */
  error: string | null
  reload: () => Promise<void>
}

/** The account's worshippers, read again when another tab, another warden or a phone call changes them. */
export function usePersons(): PersonsState {
  const { items, loading, error, reload } = useLiveList(personsApi.list, ['personsChanged'])
  return { persons: items, loading, error, reload }
}
