import { DARK_THEME_CLASS } from '@seats/contracts'
import { useSyncExternalStore } from 'react'
import { browserStore, storageKeys, type KeyValueStore } from '../storage/key-value-store'

export type ColorScheme = 'light' | 'dark'

/** Blueprint's dark theme class (Classes.DARK), spelled out so the colour scheme does not load Blueprint. */
const DARK_CLASS = DARK_THEME_CLASS
/**
 * Spread on every Blueprint popover and tooltip. The theme class sits on <body>, where their portals live,
 * so they follow a switch at once; Blueprint's own inheritance reads the target's ancestors only when the
 * popover updates, and would leave an open menu (the user menu's own scheme item) in the old scheme.
 */
export const followPageTheme = { inheritDarkTheme: false } as const

/** 'system' follows prefers-color-scheme until the user picks one with the toggle. */
export type ColorSchemePreference = ColorScheme | 'system'

export function resolveColorScheme(
  preference: ColorSchemePreference,
  systemPrefersDark: boolean,
): ColorScheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

export function parsePreference(stored: string | null): ColorSchemePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

interface ColorSchemeState {
  preference: ColorSchemePreference
  scheme: ColorScheme
}

const listeners = new Set<() => void>()
let store: KeyValueStore | null = null
/** What a build-time render sees (no browser): markup rendered then and hydrated starts from it. */
const SERVER_STATE: ColorSchemeState = { preference: 'system', scheme: 'light' }
let state: ColorSchemeState = SERVER_STATE

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null
}

function apply(next: ColorSchemeState) {
  state = next
  const dark = next.scheme === 'dark'
  document.body.classList.toggle(DARK_CLASS, dark)
  document.documentElement.style.colorScheme = next.scheme
  document.documentElement.dataset.colorScheme = next.scheme
  for (const listener of [...listeners]) listener()
}

function recompute() {
  const preference = parsePreference(store?.getItem(storageKeys.colorScheme) ?? null)
  apply({ preference, scheme: resolveColorScheme(preference, darkQuery()?.matches ?? false) })
}

/** Applies the remembered (or system) scheme to the page and follows system changes. Call once. */
export function initColorScheme(): void {
  if (store) return
  store = browserStore()
  recompute()
  darkQuery()?.addEventListener('change', recompute)
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.colorScheme) recompute()
  })
}

export function setColorScheme(preference: ColorSchemePreference): void {
  store ??= browserStore()
  if (preference === 'system') store.removeItem(storageKeys.colorScheme)
  else store.setItem(storageKeys.colorScheme, preference)
  recompute()
}

export function toggleColorScheme(): void {
  setColorScheme(state.scheme === 'dark' ? 'light' : 'dark')
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function getColorScheme(): ColorSchemeState {
  return state
}

export function useColorScheme(): ColorSchemeState & { toggle: () => void } {
  // Hydrating, React renders the server's state first and then the real one: the markup stays consistent.
  const current = useSyncExternalStore(subscribe, getColorScheme, () => SERVER_STATE)
  return { ...current, toggle: toggleColorScheme }
}
