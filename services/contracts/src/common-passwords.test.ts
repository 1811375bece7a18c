import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE } from './common-passwords'
import { changePasswordSchema } from './admin'
import { canonicalEmail, loginSchema, registerSchema } from './user'

const registration = { email: 'a@example.com', contactName: 'משה', phone: '0501234567' }

describe('the forms refuse the commonest passwords with the server’s words', () => {
  it.each(['12345678', 'password', 'Password', 'qwertyuiop'])('%s', (password) => {
    const parsed = registerSchema.safeParse({ ...registration, password })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: COMMON_PASSWORD_MESSAGE }),
    ])
    const change = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: password })
    expect(change.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: COMMON_PASSWORD_MESSAGE })
  })

  it('accepts an unusual password', () => {
    expect(registerSchema.safeParse({ ...registration, password: 'kinneret-shabbat-4711' }).success).toBe(
      true,
    )
  })
})

describe('canonical email', () => {
  it('trims, lowers and composes accents, for storage and sign-in alike', () => {
    expect(canonicalEmail('  René@Example.COM ')).toBe('rené@example.com')
    expect(canonicalEmail('rene\u0301@example.com')).toBe('rené@example.com')
    expect(loginSchema.parse({ username: ' RENE\u0301@X.CO ', password: 'p' }).username).toBe('rené@x.co')
  })
})
