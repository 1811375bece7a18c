import { COLOR_SCHEME_STORAGE_KEY, SESSION_TOKEN_STORAGE_KEY } from '@seats/contracts'

/** The part of the Web Storage API the platform uses; tests pass an in-memory one. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/** localStorage when the browser allows it; private modes and blocked storage fall back to memory. */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__seats_probe__'
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return memoryStore()
  }
}

/** The localStorage keys the platform owns; e2e tests may seed them. */
export const storageKeys = {
  token: SESSION_TOKEN_STORAGE_KEY,
  lastMapId: 'lastMapId',
  lastPath: 'lastPath',
  colorScheme: COLOR_SCHEME_STORAGE_KEY,
} as const
