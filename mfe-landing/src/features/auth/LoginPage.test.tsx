// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { session } from '@seats/sdk'
import { MemoryRouter } from 'react-router-dom'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LoginPage } from './LoginPage'

/** A real auth endpoint on loopback; the page's same-origin '/api' calls are pointed at it. */
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c))
    req.on('end', () => {
      const { username } = JSON.parse(raw || '{}') as { username?: string }
      res.setHeader('Content-Type', 'application/json')
      if (username === 'blocked@example.com') {
        res.statusCode = 400
        res.end(
          JSON.stringify({
            ok: false,
            error: 'validation_failed',
            status: 400,
            message: 'חלק מהשדות אינם תקינים',
            fields: [{ field: 'username', message: 'החשבון הזה חסום' }],
          }),
        )
        return
      }
      res.statusCode = 401
      res.end(
        JSON.stringify({
          ok: false,
          error: 'invalid_credentials',
          status: 401,
          message: 'שם המשתמש או הסיסמה שגויים',
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init))
})
afterAll(() => {
  vi.unstubAllGlobals()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
afterEach(() => {
  cleanup()
  session.clear()
})

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe('LoginPage', () => {
  it('checks required fields before calling the server', () => {
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'התחברות' }))
    expect(screen.getAllByText('שדה חובה')).toHaveLength(2)
  })

  it('shows the Hebrew wrong-credentials error inline and keeps no token', async () => {
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    )
    fill('אימייל', 'gabbai@example.com')
    fill('סיסמה', 'wrong-password')
    fireEvent.click(screen.getByRole('button', { name: 'התחברות' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('שם המשתמש או הסיסמה שגויים')
    expect(session.getState().token).toBeNull()
  })

  it('puts a 400 field error under the named field', async () => {
    render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    )
    fill('אימייל', 'blocked@example.com')
    fill('סיסמה', 'whatever-password')
    fireEvent.click(screen.getByRole('button', { name: 'התחברות' }))
    await waitFor(() => expect(screen.getByText('החשבון הזה חסום')).toBeTruthy())
    const input = screen.getByLabelText('אימייל')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'החשבון הזה חסום',
    )
  })
})
