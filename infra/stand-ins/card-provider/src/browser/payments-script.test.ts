import vm from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'

let s: RunningCardStandIn
beforeAll(async () => {
  s = await startCardStandIn()
})
afterAll(() => s.close())

interface FakeForm {
  querySelector: (selector: string) => { value?: string; textContent?: string } | null
  errors: { textContent: string }
}

function fakeForm(values: Record<string, string>): FakeForm {
  const errors = { textContent: '' }
  return {
    errors,
    querySelector: (selector) => {
      if (selector === '.og-errors') return errors
      const field = /^\[data-og="(\w+)"\]$/.exec(selector)?.[1]
      return field && field in values ? { value: values[field] } : null
    },
  }
}

/** Runs the served script in a bare page-like context (no DOM): the form is the only element it looks up. */
async function loadScript(form: FakeForm) {
  const source = await (await fetch(s.scriptUrl)).text()
  const window: Record<string, unknown> = {
    location: { href: 'http://localhost:5173/billing', origin: 'http://localhost:5173' },
  }
  const document = {
    currentScript: { src: s.scriptUrl },
    querySelector: (selector: string) => (selector === '#card-form' ? form : null),
  }
  vm.runInNewContext(source, { window, document, fetch, URL, setTimeout, JSON, Object, String })
  return window.OfficeGuy as { Payments: { CreateToken: (options: Record<string, unknown>) => void } }
}

const createToken = (officeGuy: Awaited<ReturnType<typeof loadScript>>, selector = '#card-form') =>
  new Promise<string | null>((resolve) =>
    officeGuy.Payments.CreateToken({
      FormSelector: selector,
      CompanyID: s.companyId,
      APIPublicKey: s.apiPublicKey,
      Environment: 'www',
      ResponseLanguage: 'he',
      Callback: resolve,
    }),
  )

const card = {
  cardnumber: TEST_CARDS.success,
  expirationmonth: '12',
  expirationyear: String(new Date().getFullYear() + 2),
  cvv: '123',
  citizenid: '123456782',
}

describe('payments.js', () => {
  it('posts the form to its own origin and calls back with a token', async () => {
    const form = fakeForm(card)
    const token = await createToken(await loadScript(form))
    expect(token).toMatch(/^[\w-]{20,}$/)
    expect(form.errors.textContent).toBe('')
  })

  it('calls back with null and writes the Hebrew error into .og-errors', async () => {
    const form = fakeForm({ ...card, cvv: '1' })
    const token = await createToken(await loadScript(form))
    expect(token).toBeNull()
    expect(form.errors.textContent).toContain('קוד האבטחה')
  })

  it('calls back with null when the form is missing', async () => {
    expect(await createToken(await loadScript(fakeForm(card)), '#nothing')).toBeNull()
  })
})
