import { describe, expect, it } from 'vitest'
import { activityQuerySchema } from './activity'
import { describeChange } from './activity-words'

describe('describeChange', () => {
  it('names the member and the worshipper, with the seat as the hall numbers it', () => {
    expect(
      describeChange({
        action: 'seat.move',
        memberName: 'ראובן',
        details: { personName: 'משה כהן', seat: 'שורה ג, מושב 5' },
      }),
    ).toBe('ראובן העביר את משה כהן לשורה ג, מושב 5')
    expect(
      describeChange({
        action: 'seat.move',
        memberName: 'ראובן',
        details: { personName: 'משה כהן', fromSeat: 'שורה א, מושב 2', seat: 'שורה ג, מושב 5' },
      }),
    ).toBe('ראובן העביר את משה כהן משורה א, מושב 2 לשורה ג, מושב 5')
    expect(
      describeChange({
        action: 'seat.unassign',
        memberName: 'שמעון',
        details: { personName: 'דוד לוי', seat: 'שורה ב, מושב 1' },
      }),
    ).toBe('שמעון הוציא את דוד לוי משורה ב, מושב 1')
  })

  it('tells a report as the warden wrote it, and a reverse event as arrival', () => {
    const base = { memberName: 'לוי', details: { personName: 'יוסף', dateName: 'שבת פרשת וישב' } }
    expect(describeChange({ ...base, action: 'report.create' })).toBe('לוי רשם שיוסף לא יגיע לשבת פרשת וישב')
    expect(
      describeChange({ ...base, action: 'report.create', details: { ...base.details, arrival: true } }),
    ).toBe('לוי רשם שיוסף יגיע לשבת פרשת וישב')
    expect(describeChange({ ...base, action: 'report.delete' })).toBe(
      'לוי ביטל את הדיווח של יוסף לשבת פרשת וישב',
    )
    expect(describeChange({ ...base, action: 'report.update' })).toBe(
      'לוי שינה את הדיווח של יוסף: לא יגיע לשבת פרשת וישב',
    )
  })

  it('tells a guest lent a seat for a date, by the guest’s name', () => {
    const base = {
      memberName: 'לוי',
      details: { guestName: 'אהרן פרץ', seat: 'שורה ב, מושב 4', dateName: 'שבת פרשת ויצא' },
    }
    expect(describeChange({ ...base, action: 'guest.create' })).toBe(
      'לוי הושיב את האורח אהרן פרץ בשורה ב, מושב 4 לשבת פרשת ויצא',
    )
    expect(describeChange({ ...base, action: 'guest.delete' })).toBe(
      'לוי ביטל את המקום של האורח אהרן פרץ לשבת פרשת ויצא',
    )
  })

  it('says a deleted worshipper and an unnamed member in words, never blank', () => {
    expect(describeChange({ action: 'person.update', memberName: ' ', details: {} })).toBe(
      'חבר צוות עדכן את הפרטים של מתפלל שנמחק',
    )
    expect(describeChange({ action: 'person.import', memberName: 'רחל', details: { count: 1 } })).toBe(
      'רחל ייבא מתפלל אחד מקובץ',
    )
    expect(describeChange({ action: 'person.import', memberName: 'רחל', details: { count: 12 } })).toBe(
      'רחל ייבא 12 מתפללים מקובץ',
    )
  })
})

describe('activityQuerySchema', () => {
  it('takes a seat or a worshipper as the subject and refuses anything else', () => {
    expect(activityQuerySchema.parse({ subject: 'seat:4:2:7' }).subject).toBe('seat:4:2:7')
    expect(activityQuerySchema.parse({ subject: 'person:9', limit: '5' }).limit).toBe(5)
    expect(activityQuerySchema.safeParse({ subject: 'seat:4' }).success).toBe(false)
    expect(activityQuerySchema.safeParse({ subject: "person:1' or 1=1" }).success).toBe(false)
  })
})
