import { describe, expect, it } from 'vitest'
import {
  beforeLabel,
  beforeOptions,
  checkGuestMapDraft,
  recipientsOf,
  type GuestMapDraft,
} from './guest-map-form'

const draft = (over: Partial<GuestMapDraft> = {}): GuestMapDraft => ({
  enabled: true,
  mapId: 3,
  displayIds: [],
  city: 'Jerusalem',
  minutesBefore: 120,
  updates: true,
  recipients: '',
  ...over,
})

describe('the guest map form', () => {
  it('says the send time as a warden does', () => {
    expect(beforeLabel(120)).toBe('שעתיים לפני הדלקת הנרות')
    expect(beforeLabel(90)).toBe('שעה וחצי לפני הדלקת הנרות')
    expect(beforeLabel(45)).toBe('45 דקות לפני הדלקת הנרות')
    expect(beforeLabel(300)).toBe('5 שעות לפני הדלקת הנרות')
    expect(beforeLabel(75)).toBe('שעה ו-15 דקות לפני הדלקת הנרות')
    // A time saved elsewhere (the API takes any minute) stays on the list.
    expect(beforeOptions(75).map((o) => o.value)).toContain(75)
  })

  it('reads added addresses one a line, or split by commas, and names a bad one', () => {
    expect(recipientsOf(' a@x.org\n\nb@y.org, c@z.org ')).toEqual(['a@x.org', 'b@y.org', 'c@z.org'])
    const bad = checkGuestMapDraft(draft({ recipients: 'a@x.org\nלא כתובת' }))
    expect(bad).toMatchObject({ ok: false, errors: { recipients: 'כתובת אימייל אינה תקינה' } })
    const good = checkGuestMapDraft(draft({ recipients: 'A@X.org' }))
    expect(good).toMatchObject({ ok: true, input: { recipients: ['a@x.org'] } })
  })

  it('asks for a map before it can send', () => {
    expect(checkGuestMapDraft(draft({ mapId: null }))).toMatchObject({
      ok: false,
      errors: { mapId: 'יש לבחור מפה' },
    })
    expect(checkGuestMapDraft(draft({ mapId: null, enabled: false })).ok).toBe(true)
  })
})
