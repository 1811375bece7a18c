import type { User } from '@seats/contracts'
import { describe, expect, it, vi } from 'vitest'
import { memoryStore } from '../storage/key-value-store'
import { createSessionStore } from './session-store'
import { sampleUser } from '@seats/contracts/testing'

const user: User = sampleUser()

describe('session store', () => {
  it('reads the token, lastMapId and lastPath that local storage already holds', () => {
    const session = createSessionStore(memoryStore({ token: 'abc', lastMapId: '4', lastPath: '/persons' }))
    expect(session.getState()).toEqual({
      token: 'abc',
      user: null,
      lastMapId: '4',
      lastPath: '/persons',
      tourEndAfterRegistration: false,
    })
  })

  it('keeps the token in local storage when a session starts', () => {
    const store = memoryStore()
    const session = createSessionStore(store)
    session.startSession({ accessToken: 'new-token', user })
    expect(store.getItem('token')).toBe('new-token')
    expect(session.getState().user?.contactName).toBe('יוסי כהן')
    // A fresh page load finds the same token.
    expect(createSessionStore(store).getState().token).toBe('new-token')
  })

  it('keeps the synagogue and role when an answer about the same person comes without them', () => {
    const session = createSessionStore(memoryStore())
    const team = {
      current: { accountId: 40, synagogueName: 'בית אל', role: 'warden' as const },
      memberships: [{ accountId: 40, synagogueName: 'בית אל', role: 'warden' as const }],
    }
    session.startSession({ accessToken: 't', user: { ...user, team } })
    session.setUser({ ...user, price: 149 })
    expect(session.getState().user).toMatchObject({ price: 149, team })
    // Another person (a new sign-in) starts without the previous one's team.
    session.setUser({ ...user, id: user.id + 1 })
    expect(session.getState().user?.team).toBeUndefined()
  })

  it('remembers the last map id as a string and forgets it on null', () => {
    const store = memoryStore()
    const session = createSessionStore(store)
    session.setLastMapId(12)
    expect(store.getItem('lastMapId')).toBe('12')
    session.setLastMapId(null)
    expect(store.getItem('lastMapId')).toBeNull()
    expect(session.getState().lastMapId).toBeNull()
  })

  it('hands lastPath out once', () => {
    const store = memoryStore()
    const session = createSessionStore(store)
    session.setLastPath('/events')
    expect(session.takeLastPath()).toBe('/events')
    expect(session.takeLastPath()).toBeNull()
    expect(store.getItem('lastPath')).toBeNull()
  })

  it('clear() forgets token, user, lastMapId, lastPath and the tour-end flag but nothing else', () => {
    const store = memoryStore({ colorScheme: 'dark' })
    const session = createSessionStore(store)
    session.startSession({ accessToken: 't', user })
    session.setLastMapId(3)
    session.setLastPath('/maps')
    session.setTourEndAfterRegistration(true)
    session.clear()
    expect(session.getState()).toEqual({
      token: null,
      user: null,
      lastMapId: null,
      lastPath: null,
      tourEndAfterRegistration: false,
    })
    expect(['token', 'lastMapId', 'lastPath'].map((k) => store.getItem(k))).toEqual([null, null, null])
    expect(store.getItem('colorScheme')).toBe('dark')
  })

  it('holds the post-registration tour-end flag in memory until it is cleared or the session ends', () => {
    const storage = memoryStore()
    const session = createSessionStore(storage)
    session.setTourEndAfterRegistration(true)
    expect(session.getState().tourEndAfterRegistration).toBe(true)
    session.reloadFromStore()
    expect(session.getState().tourEndAfterRegistration).toBe(true)
    session.setTourEndAfterRegistration(false)
    expect(session.getState().tourEndAfterRegistration).toBe(false)
    session.setTourEndAfterRegistration(true)
    session.clear()
    expect(session.getState().tourEndAfterRegistration).toBe(false)
  })

  it('notifies subscribers on changes only, and stops after unsubscribe', () => {
    const session = createSessionStore(memoryStore())
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    session.setToken('a')
    session.setToken('a')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    session.setToken('b')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('holds the tour-end flag in memory and tells subscribers when it changes', () => {
    const store = memoryStore()
    const session = createSessionStore(store)
    const listener = vi.fn()
    session.subscribe(listener)
    session.setTourEndAfterRegistration(true)
    expect(session.getState().tourEndAfterRegistration).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    // Another page load starts without it.
    expect(createSessionStore(store).getState().tourEndAfterRegistration).toBe(false)
    session.setTourEndAfterRegistration(false)
    expect(session.getState().tourEndAfterRegistration).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('drops the cached user when another tab changed the token', () => {
    const store = memoryStore()
    const session = createSessionStore(store)
    session.startSession({ accessToken: 'mine', user })
    store.setItem('token', 'someone-else')
    session.reloadFromStore()
    expect(session.getState().token).toBe('someone-else')
    expect(session.getState().user).toBeNull()
  })
})
