import type { User } from '@seats/contracts'
import { ApiError } from '@seats/sdk'
import { describe, expect, it, vi } from 'vitest'
import { buildUser } from './test-users'
import { createUsersStore } from './users-store'

function fakeApi(users: User[] = [buildUser(), buildUser({ id: 2, contactName: 'דוד לוי' })]) {
  return {
    list: vi.fn(async () => ({
      users: users.map((u) => ({
        ...u,
        status: -1 as const,
        worshippers: 40,
        lastSignInAt: '2026-01-02T10:00:00Z',
      })),
      worshippersKnown: true,
    })),
    create: vi.fn(async (input: { contactName?: string }) =>
      buildUser({ id: 9, contactName: input.contactName }),
    ),
    update: vi.fn(async (id: number, input: { maxPeople?: number }) =>
      buildUser({ id, maxPeople: input.maxPeople }),
    ),
    remove: vi.fn(async () => undefined),
    extendTrial: vi.fn(async (id: number, days: number) =>
      buildUser({
        id,
        subscriptionEndsAt: new Date(Date.parse('2026-02-01T10:00:00Z') + days * 86_400_000).toISOString(),
      }),
    ),
    markPaid: vi.fn(async (id: number, until: string) =>
      buildUser({ id, subscriptionType: 'חודשי', subscriptionEndsAt: until }),
    ),
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
    expect(store.get().users.find((u) => u.id === 9)).toMatchObject({ worshippers: 0, lastSignInAt: null })
    await store.update(2, { maxPeople: 500 })
    // The answer is a plain user: what the list knew (worshippers, last sign-in) stays.
    expect(store.get().users.find((u) => u.id === 2)).toMatchObject({
      maxPeople: 500,
      worshippers: 40,
      lastSignInAt: '2026-01-02T10:00:00Z',
    })
    await store.remove(1)
    expect(store.get().users.map((u) => u.id)).toEqual([2, 9])
  })

  it('extends a trial and marks paid through the quick actions, replacing the entry', async () => {
    const api = fakeApi()
    const store = createUsersStore(api, () => 1)
    await store.load()
    await store.extendTrial(1, 10)
    expect(api.extendTrial).toHaveBeenCalledWith(1, 10)
    expect(store.get().users.find((u) => u.id === 1)?.subscriptionEndsAt).toBe('2026-02-11T10:00:00.000Z')
    await store.markPaid(2, '2027-01-01T00:00:00+02:00')
    expect(store.get().users.find((u) => u.id === 2)).toMatchObject({
      subscriptionType: 'חודשי',
      subscriptionEndsAt: '2027-01-01T00:00:00+02:00',
      worshippers: 40,
    })
  })

  it('leaves the list as it was when a write fails, and throws for the caller', async () => {
    const api = fakeApi()
    const store = createUsersStore(api, () => 1)
    await store.load()
    api.remove.mockRejectedValueOnce(new ApiError(409, 'cannot_delete_self', 'לא ניתן למחוק את עצמך'))
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
