import { describe, expect, it } from 'vitest'
import { matchesPrefix, pathnameOf } from './path-match'

describe('matchesPrefix', () => {
  it.each([
    ['/maps', '/maps', true],
    ['/maps/3', '/maps', true],
    ['/mapsx', '/maps', false],
    ['/map', '/map', true],
    ['/map/', '/map', true],
    ['/maps', '/map', false],
    ['/', '/', true],
    ['/login', '/', false],
  ])('%s under %s: %s', (path, prefix, expected) => {
    expect(matchesPrefix(path, prefix)).toBe(expected)
  })
})

describe('pathnameOf', () => {
  it.each([
    ['/a/b?x=1#y', '/a/b'],
    ['http://localhost:5173/login?x', '/login'],
    ['http://localhost:5173', '/'],
    ['', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(pathnameOf(input)).toBe(expected)
  })
})
