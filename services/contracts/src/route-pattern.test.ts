import { describe, expect, it } from 'vitest'
import { compareSpecificity, defaultLinkOf, matchPattern } from './route-pattern'

describe('matchPattern', () => {
  it.each([
    ['/leads/:id', '/leads/12', { id: '12' }],
    ['/leads/:id', '/leads/12/', { id: '12' }],
    ['/map/:id?', '/map', {}],
    ['/map/:id?', '/map/', {}],
    ['/map/:id?', '/map/7', { id: '7' }],
    ['/map/:id?', '/map/7/print', { id: '7' }],
    ['/maps', '/maps/3', {}],
    ['/', '/', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPattern(pattern, path)?.params).toEqual(params)
  })

  it.each([
    ['/leads/:id', '/leads'],
    ['/map/:id?', '/maps'],
    ['/maps', '/mapsx'],
    ['/login', '/loginx'],
    ['/users', '/'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull()
  })

  it('an exact route covers nothing under it', () => {
    expect(matchPattern('/', '/anything', true)).toBeNull()
    expect(matchPattern('/', '/', true)).not.toBeNull()
    expect(matchPattern('/users', '/users/3', true)).toBeNull()
    expect(matchPattern('/users', '/users/', true)).not.toBeNull()
  })

  it('ranks a parameter that consumed a segment over a shorter prefix, statics over parameters', () => {
    const rank = (pattern: string, path: string, exact = false) =>
      matchPattern(pattern, path, exact)?.specificity ?? [0, 0, 0]
    expect(compareSpecificity(rank('/leads/:id', '/leads/4'), rank('/leads', '/leads/4'))).toBeGreaterThan(0)
    expect(
      compareSpecificity(rank('/leads/new', '/leads/new'), rank('/leads/:id', '/leads/new')),
    ).toBeGreaterThan(0)
    expect(compareSpecificity(rank('/map/:id?', '/map'), rank('/map', '/map'))).toBe(0)
    expect(compareSpecificity(rank('/users', '/users', true), rank('/users', '/users'))).toBeGreaterThan(0)
  })
})

describe('defaultLinkOf', () => {
  it('drops an optional parameter and keeps the rest', () => {
    expect(defaultLinkOf('/map/:id?')).toBe('/map/')
    expect(defaultLinkOf('/maps')).toBe('/maps')
    expect(defaultLinkOf('/')).toBe('/')
  })
})
