import { describe, expect, it } from 'vitest'
import { auditActor, auditChangeText, auditDetail, auditValue, shortUserAgent } from './user-history'

const entry = {
  id: 1,
  at: '2026-01-01T10:00:00Z',
  action: 'user.update' as const,
  actorId: 3,
  actorName: 'מנהל המערכת',
  actorEmail: 'admin@example.com',
  targetUserId: 5,
  changes: [],
  detail: null,
}

describe('user history texts', () => {
  it('shows changed values as an admin reads them', () => {
    expect(auditValue(null)).toBe('—')
    expect(auditValue(true)).toBe('כן')
    expect(auditValue(450)).toBe('450')
    expect(auditValue('2026-07-01T05:05:00.000Z')).toBe('01/07/26 08:05')
    expect(auditChangeText({ field: 'maxPeople', before: 300, after: 450 })).toBe(
      'מספר מתפללים מרבי: 300 ← 450',
    )
    expect(auditChangeText({ field: 'password', before: null, after: null })).toBe('סיסמה: שונתה')
    expect(auditChangeText({ field: 'isNew', before: true, after: false })).toBe('משתמש חדש: כן ← לא')
  })

  it('names the actor, or says the account is gone; shows an email subject', () => {
    expect(auditActor(entry)).toBe('מנהל המערכת')
    expect(auditActor({ ...entry, actorId: null, actorName: null, actorEmail: null })).toBe('חשבון שנמחק')
    expect(auditDetail({ ...entry, detail: { subject: 'ברוכים הבאים' } })).toBe('נושא: ברוכים הבאים')
    expect(auditDetail(entry)).toBeNull()
  })

  it('says what a money event was: the card, a payment, a declined renewal and why, a cancellation', () => {
    const billing = { ...entry, actorId: null, actorName: null, actorEmail: null }
    const card = {
      ...billing,
      action: 'billing.card' as const,
      detail: { card: '1111', expiry: '12/28', price: 99, firstCharge: '2026-11-29' },
    }
    expect(auditDetail(card)).toBe('כרטיס המסתיים ב-1111 · בתוקף עד 12/28 · ₪99 · חיוב ראשון 29/11/26')
    expect(auditActor(card)).toBe('מערכת החיוב')
    expect(
      auditDetail({
        ...billing,
        action: 'billing.payment',
        detail: { amount: 99, date: '2026-11-29', card: '1111' },
      }),
    ).toBe('₪99 · 29/11/26 · כרטיס 1111')
    expect(
      auditDetail({
        ...billing,
        action: 'billing.declined',
        detail: { amount: 99, date: '2026-12-29', reason: 'הכרטיס נחסם' },
      }),
    ).toBe('₪99 · 29/12/26 · הכרטיס נחסם')
    expect(auditDetail({ ...entry, action: 'billing.cancelled', detail: { price: 99 } })).toBe('מנוי של ₪99')
  })

  it('shortens a user agent', () => {
    expect(
      shortUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 156 · Linux')
  })
})
