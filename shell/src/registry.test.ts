import { describe, expect, it } from 'vitest'
import { isActive, isUnownedPath, shellPageOf } from './registry'

describe('activity functions', () => {
  it.each([
    ['/', 'landing'],
    ['/opinions', 'landing'],
    ['/login', 'landing'],
    ['/register', 'landing'],
    ['/guest-session', 'landing'],
    ['/map', 'seating'],
    ['/map/', 'seating'],
    ['/map/12', 'seating'],
    ['/maps', 'seating'],
    ['/persons', 'seating'],
    ['/events', 'seating'],
    ['/displays', 'seating'],
    ['/reports', 'seating'],
    ['/elements', 'seating'],
    ['/reminders', 'seating'],
    ['/users', 'admin'],
    ['/leads', 'admin'],
    ['/leads/7', 'admin'],
  ] as const)('%s belongs to %s only', (path, owner) => {
    const owners = (['landing', 'seating', 'admin'] as const).filter((name) => isActive(name, path))
    expect(owners).toEqual([owner])
  })

  it('matches / exactly for the landing remote', () => {
    expect(isActive('landing', '/nowhere')).toBe(false)
    expect(isActive('landing', '/loginx')).toBe(false)
  })

  it('leaves unknown paths to the not-found page', () => {
    expect(isUnownedPath('/nowhere')).toBe(true)
    expect(isUnownedPath('/mapsx')).toBe(true)
    expect(isUnownedPath('/maps')).toBe(false)
    expect(isUnownedPath('/')).toBe(false)
  })

  it('keeps /subscription for the shell: no remote, not the not-found page', () => {
    expect(
      (['landing', 'seating', 'admin'] as const).filter((name) => isActive(name, '/subscription')),
    ).toEqual([])
    expect(shellPageOf('/subscription')).toBe('subscription')
    expect(shellPageOf('/subscriptionx')).toBeNull()
    expect(isUnownedPath('/subscription')).toBe(false)
    expect(isUnownedPath('/subscriptionx')).toBe(true)
  })
})
