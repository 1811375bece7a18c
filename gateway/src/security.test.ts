import { describe, expect, it } from 'vitest'
import { cspDirectives } from './security'

describe('cspDirectives', () => {
  it('lets the card provider load its script and receive the card, and nothing else', () => {
    const csp = cspDirectives(['https://cdn.example.com'], true, ['https://pay.example.com'])
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com', 'https://pay.example.com'])
    expect(csp['connect-src']).toContain('https://pay.example.com')
    // Websockets go to this origin only ('self'), never to any host.
    expect(csp['connect-src']).not.toContain('ws:')
    expect(csp['connect-src']).not.toContain('wss:')
    for (const directive of ['style-src', 'img-src', 'font-src', 'default-src', 'form-action']) {
      expect(csp[directive], directive).not.toContain('https://pay.example.com')
    }
  })

  it('lets only this origin provide the service worker and the web app manifest, not a remote or the card provider', () => {
    const csp = cspDirectives(['https://cdn.example.com'], true, ['https://pay.example.com'])
    expect(csp['worker-src']).toEqual(["'self'"])
    expect(csp['manifest-src']).toEqual(["'self'"])
  })
})
