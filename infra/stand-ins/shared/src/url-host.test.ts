import { describe, expect, it } from 'vitest'
import { urlHost } from './url-host'

describe('urlHost', () => {
  it('answers loopback for a wildcard address', () => {
    expect(['0.0.0.0', '::', ''].map(urlHost)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1'])
  })

  it('brackets an IPv6 address and keeps any other host', () => {
    expect(urlHost('::1')).toBe('[::1]')
    expect(urlHost('127.0.0.1')).toBe('127.0.0.1')
    expect(urlHost('localhost')).toBe('localhost')
  })
})
