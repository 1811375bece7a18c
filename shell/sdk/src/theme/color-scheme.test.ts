import { describe, expect, it } from 'vitest'
import { parsePreference, resolveColorScheme } from './color-scheme'

describe('color scheme', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with system dark=%s is %s', (preference, systemDark, expected) => {
    expect(resolveColorScheme(preference, systemDark)).toBe(expected)
  })

  it('follows the system unless light or dark was stored', () => {
    expect(parsePreference(null)).toBe('system')
    expect(parsePreference('purple')).toBe('system')
    expect(parsePreference('dark')).toBe('dark')
  })
})
