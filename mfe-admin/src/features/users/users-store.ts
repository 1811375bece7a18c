import {
  subscriptionStatus,
  type AdminCreateUser,
  type AdminUpdateUser,
  type AdminUserListItem,
  type User,
} from '@seats/contracts'
import { errorMessageOf, session } from '@seats/sdk'
import { createStore, useStore } from '../shared-ui'
import { usersApi, type UsersApi } from './users-api'

export interface UsersState {
  users: AdminUserListItem[]
  /** False when seating did not answer: the worshipper counts are unknown. */
  worshippersKnown: boolean
  /** A list request is on its way. */
  loading: boolean
  /** The list arrived at least once (seed §4: a list store loads once). */
  loaded: boolean
  /** Why the last load failed (Hebrew); the last good list stays. */
  error: string | null
}

/** Performance marks: the list arrived; the table with it was painted (measure: first render). */
export const USERS_DATA_MARK = 'admin-users:data'
export const USERS_FIRST_RENDER = 'admin-users:first-render'

const initialState: UsersState = {
  users: [],
  worshippersKnown: true,
  loading: false,
  loaded: false,
  error: null,
}

/**
 * Every account, loaded once and then kept in step with the admin's own changes: an added user joins
 * the list, an edited one replaces its entry, a deleted one leaves it. Writes throw the ApiError to the
 * caller, which shows the seed's toast.
 */
/** A user from a write's answer as a list entry: what the list knew about it stays. */
export function listItemOf(user: User, known?: AdminUserListItem, now = new Date()): AdminUserListItem {
  return {
    ...user,
    status: subscriptionStatus(user, now),
    worshippers: known?.worshippers ?? (known ? null : 0),
    lastSignInAt: known?.lastSignInAt ?? null,
  }
}

export function createUsersStore(
  client: Pick<UsersApi, 'list' | 'create' | 'update' | 'remove' | 'extendTrial' | 'markPaid'>,
  /** Who is signed in: a list loaded by another admin (or before a logout) is not reused. */
  currentUserId: () => number | null = () => session.getState().user?.id ?? null,
) {
  const store = createStore<UsersState>(initialState)
  let inFlight: Promise<void> | null = null
  let loadedFor: number | null = null

  function fetchList(): Promise<void> {
    inFlight ??= (async () => {
      store.set((s) => ({ ...s, loading: true }))
      const owner = currentUserId()
      try {
        const { users, worshippersKnown } = await client.list()
        // infra/bench/admin-users.ts measures from here to the painted table.
        performance.mark(USERS_DATA_MARK)
        loadedFor = owner
        store.set({ users, worshippersKnown, loading: false, loaded: true, error: null })
      } catch (err) {
        store.set((s) => ({ ...s, loading: false, error: errorMessageOf(err) }))
      } finally {
        inFlight = null
      }
    })()
    return inFlight
  }

  const replace = (user: User) =>
    store.set((s) => ({ ...s, users: s.users.map((u) => (u.id === user.id ? listItemOf(user, u) : u)) }))

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Does nothing once loaded; a second call while one is on its way shares it. */
    load(): Promise<void> {
      if (store.get().loaded) {
        if (loadedFor === currentUserId()) return Promise.resolve()
        store.set(initialState)
      }
      return fetchList()
    },
    /** Always asks the server again (the retry button, another admin's changes). */
    reload: fetchList,
    async create(input: AdminCreateUser): Promise<User> {
      const user = await client.create(input)
      store.set((s) => ({ ...s, users: [...s.users.filter((u) => u.id !== user.id), listItemOf(user)] }))
      return user
    },
    async update(id: number, input: AdminUpdateUser): Promise<User> {
      const user = await client.update(id, input)
      replace(user)
      return user
    },
    async remove(id: number): Promise<void> {
      await client.remove(id)
      store.set((s) => ({ ...s, users: s.users.filter((u) => u.id !== id) }))
    },
    /** Quick actions: the trial's end moves `days` forward; paid ('חודשי') until an instant. */
    async extendTrial(id: number, days: number): Promise<User> {
      const user = await client.extendTrial(id, days)
      replace(user)
      return user
    },
    async markPaid(id: number, until: string): Promise<User> {
      const user = await client.markPaid(id, until)
      replace(user)
      return user
    },
    /** A user changed elsewhere: its entry is replaced. */
    replace,
  }
}
export type UsersStore = ReturnType<typeof createUsersStore>

/** The page's one users store. */
export const usersStore = createUsersStore(usersApi)

export const useUsersState = (store: UsersStore = usersStore): UsersState => useStore(store)
