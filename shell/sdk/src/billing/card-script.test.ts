// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardTokenError, createCardToken, loadCardScripts, loadScript } from './card-script'

const JQUERY = 'https://cdn.example.test/jquery.min.js'
const PAYMENTS = 'https://pay.example.test/scripts/payments.js'

const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-card-script]'))
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  for (const script of added()) script.remove()
  vi.restoreAllMocks()
})

describe('card script loader', () => {
  it('adds the scripts one after another, in order, and reuses them once loaded', async () => {
    let done = false
    const loading = loadCardScripts([JQUERY, PAYMENTS]).then(() => {
      done = true
    })
    expect(added().map((s) => s.src)).toEqual([JQUERY])

    added()[0]!.dispatchEvent(new Event('load'))
    await settle()
    expect(added().map((s) => s.src)).toEqual([JQUERY, PAYMENTS])
    expect(done).toBe(false)

    added()[1]!.dispatchEvent(new Event('load'))
    await loading
    expect(done).toBe(true)

    await loadCardScripts([JQUERY, PAYMENTS])
    expect(added()).toHaveLength(2)
  })

  it('gives callers arriving while a script loads the same tag', async () => {
    const first = loadScript(PAYMENTS)
    const second = loadScript(PAYMENTS)
    expect(added()).toHaveLength(1)
    added()[0]!.dispatchEvent(new Event('load'))
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  })

  it('stops at a script that fails, forgets it, and tries it again next time', async () => {
    const loading = loadCardScripts([JQUERY, PAYMENTS])
    added()[0]!.dispatchEvent(new Event('error'))
    await expect(loading).rejects.toBeInstanceOf(CardTokenError)
    expect(added()).toHaveLength(0)

    const again = loadScript(JQUERY)
    expect(added().map((s) => s.src)).toEqual([JQUERY])
    added()[0]!.dispatchEvent(new Event('load'))
    await again
  })

  it('logs and rejects when the provider script left no CreateToken behind', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = { scriptUrls: [], companyId: '1', apiPublicKey: 'pk', environment: 'dev' }
    await expect(createCardToken(config, '#card-form')).rejects.toMatchObject({ reason: 'script' })
    expect(logged).toHaveBeenCalledTimes(1)
  })
})
