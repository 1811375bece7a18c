import type { User } from '@seats/contracts'
import { ApiError } from '@seats/sdk'
import { describe, expect, it, vi } from 'vitest'
import { buildUser } from './test-users'
import { createUsersStore } from './users-store'

function fakeApi(users: User[] = [buildUser(), buildUser({ id: 2, contactName: 'דוד לוי' })]) {
  return {
    list: vi.fn(async () => users),
    create: vi.fn(async (input: { contactName?: string }) =>
      buildUser({ id: 9, contactName: input.contactName }),
    ),
    update: vi.fn(async (id: number, input: { maxPeople?: number }) =>
      buildUser({ id, maxPeople: input.maxPeople }),
    ),
    remove: vi.fn(async () => undefined),
  }
}

describe('users store', () => {
  it('loads the list once, sharing a request already on its way, with loading flags', async () => {
    const api = fakeApi()
    const store = createUsersStore(api, () => 1)
    expect(store.get()).toMatchObject({ loading: false, loaded: false })
    const first = store.load()
    expect(store.get().loading).toBe(true)
    const second = store.load()
    await Promise.all([first, second])
    await store.load()
    expect(api.list).toHaveBeenCalledTimes(1)
    expect(store.get()).toMatchObject({ loading: false, loaded: true, error: null })
    expect(store.get().users).toHaveLength(2)
    await store.reload()
    expect(api.list).toHaveBeenCalledTimes(2)
  })

  it('keeps the last good list and the Hebrew reason when a load fails', async () => {
    const api = fakeApi()
    const store = createUsersStore(api, () => 1)
    await store.load()
    api.list.mockRejectedValueOnce(new ApiError(503, 'upstream_unavailable', 'השירות אינו זמין כרגע'))
    await store.reload()
    expect(store.get()).toMatchObject({ loaded: true, loading: false, error: 'השירות אינו זמין כרגע' })
    expect(store.get().users).toHaveLength(2)
  })

  it('adds a created user, replaces an updated one and drops a deleted one', async () => {
    const api = fakeApi()
    const store = createUsersStore(api, () => 1)
    await store.load()
    await store.create({
      email: 'n@example.com',
      password: '12345678',
      contactName: 'חדש',
      phone: '0501111111',
    })
    expect(store.get().users.map((u) => u.id)).toEqual([1, 2, 9])
    await store.update(2, { maxPeople: 500 })
    expect(store.get().users.find((u) => u.id === 2)?.maxPeople).toBe(500)
    await store.remove(1)
    expect(store.get().users.map((u) => u.id)).toEqual([2, 9])
  })

  it('leaves the list as it was when a write fails, and throws for the caller', async () => {
    const api = fakeApi()
    const store = createUsersStore(api, () => 1)
    await store.load()
    api.remove.mockRejectedValueOnce(new ApiError(409, 'conflict', 'לא ניתן למחוק את עצמך'))
    await expect(store.remove(1)).rejects.toThrow('לא ניתן למחוק את עצמך')
    expect(store.get().users).toHaveLength(2)
  })

  it('does not reuse a list another admin loaded', async () => {
    const api = fakeApi()
    let me = 1
    const store = createUsersStore(api, () => me)
    await store.load()
    me = 7
    await store.load()
    expect(api.list).toHaveBeenCalledTimes(2)
  })
})
