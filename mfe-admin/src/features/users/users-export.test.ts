import { describe, expect, it } from 'vitest'
import { sheetCsv } from '@seats/sdk'
import { buildUser } from './test-users'
import { toUserRow } from './user-list'
import { usersSheet } from './users-export'

describe('usersSheet', () => {
  it('one line per user shown, with the status in words and the phone as the list writes it', () => {
    const now = new Date('2026-11-20T10:00:00Z')
    const row = toUserRow(
      buildUser({
        synagogueName: 'אהל משה',
        contactName: 'משה כהן',
        email: 'moshe@example.com',
        phone: '0501234567',
        createdAt: '2026-11-10T10:00:00Z',
        subscriptionEndsAt: '2026-11-30T10:00:00Z',
      }),
      now,
    )
    const sheet = usersSheet([row])
    expect(sheet.rows).toHaveLength(1)
    const csv = sheetCsv(sheet).split('\r\n')[1]!
    expect(csv).toContain('אהל משה,משה כהן,moshe@example.com,050-1234567')
  })
})
