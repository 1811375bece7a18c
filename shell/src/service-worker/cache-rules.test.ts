import { describe, expect, it } from 'vitest'
import { cacheRuleFor, dataCacheFor, retiredRemoteFolders } from './cache-rules'

const origin = 'https://seats.example'
const rule = (path: string, mode: RequestMode = 'cors') => cacheRuleFor(new URL(path, origin), mode, origin)

const token = (claims: Record<string, unknown>) =>
  `Bearer e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`

describe('cacheRuleFor', () => {
  it('keeps hashed code from the cache, and asks for unhashed code and the manifest each time', () => {
    expect(rule('/assets/index-AbC12_-9.js')).toBe('hashed-code')
    expect(rule('/remotes/seating/assets/MapScreen-AbC12_-9.css')).toBe('hashed-code')
    expect(rule('/remoteEntry-DlrzEZkK.js')).toBe('hashed-code')
    expect(rule('/remotes/seating/remoteEntry.js')).toBe('code')
    expect(rule('/remotes/seating/routes.json')).toBe('code')
    expect(rule('/remotes.json')).toBe('manifest')
    expect(rule('/map/12', 'navigate')).toBe('page')
    expect(cacheRuleFor(new URL('/map/12', origin), 'cors', origin, 'text/html')).toBe('page')
  })

  it('keeps only the map, worshippers and reports reads, never auth, billing, the socket or other hosts', () => {
    expect(rule('/api/maps/12')).toBe('data')
    expect(rule('/api/persons')).toBe('data')
    expect(rule('/api/reports/dates?israel=true')).toBe('data')
    expect(rule('/api/users/me')).toBe('data')
    expect(rule('/api/auth/refresh_token')).toBeNull()
    expect(rule('/api/billing/subscription')).toBeNull()
    expect(rule('/api/users')).toBeNull()
    expect(rule('/socket.io/?EIO=4')).toBeNull()
    expect(rule('/sw.js')).toBeNull()
    expect(cacheRuleFor(new URL('https://cdn.example/assets/a-AbC12_-9.js'), 'cors', origin)).toBeNull()
  })
})

describe('dataCacheFor', () => {
  it('files answers under the account and the user, so another account never reads them', () => {
    expect(dataCacheFor(token({ sub: '7' }))).toBe('seats-data-7-7')
    expect(dataCacheFor(token({ sub: '9', acc: 7 }))).toBe('seats-data-7-9')
    expect(dataCacheFor(token({ sub: '9', acc: 7 }))).not.toBe(dataCacheFor(token({ sub: '7' })))
  })

  it('files nothing without a readable token', () => {
    expect(dataCacheFor(null)).toBeNull()
    expect(dataCacheFor('Bearer nonsense')).toBeNull()
    expect(dataCacheFor(token({ sub: '../x' }))).toBeNull()
  })
})

describe('retiredRemoteFolders', () => {
  it('names the folder of a remote whose entry moved, not the others', () => {
    const before = {
      landing: '/remotes/landing/remoteEntry.js',
      seating: { entry: '/remotes/seating/remoteEntry.js' },
    }
    const after = {
      landing: 'https://cdn.example/l2/remoteEntry.js',
      seating: { entry: '/remotes/seating/remoteEntry.js' },
    }
    expect(retiredRemoteFolders(before, after, origin)).toEqual([`${origin}/remotes/landing/`])
    expect(retiredRemoteFolders(after, after, origin)).toEqual([])
  })
})
