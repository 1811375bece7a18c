import { useSyncExternalStore } from 'react'

/** A tiny external store: one immutable state, replaced as a whole, read with useSyncExternalStore. */
export interface Store<S> {
  get(): S
  set(next: S | ((current: S) => S)): void
  subscribe(listener: () => void): () => void
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: S) => S)(state) : next
      if (Object.is(value, state)) return
      state = value
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The store's current state, re-rendering when it changes. */
export function useStore<S>(store: Pick<Store<S>, 'get' | 'subscribe'>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
