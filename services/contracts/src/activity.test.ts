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

  it('tells the High Holiday changes: households, seasons, links, the assignment and payments', () => {
    const line = (action: Parameters<typeof describeChange>[0]['action'], details = {}) =>
      describeChange({ action, memberName: 'ראובן', details })
    const cohen = { householdId: 4, householdName: 'משפחת כהן' }
    const season = { seasonName: 'ימים נוראים תשפ"ז' }
    expect(line('household.create', cohen)).toBe('ראובן הוסיף את משפחת כהן לרשימת המשפחות')
    expect(line('household.update', cohen)).toBe('ראובן עדכן את הפרטים של משפחת כהן')
    expect(line('household.delete', { householdId: 4 })).toBe('ראובן מחק משפחה מרשימת המשפחות')
    expect(line('household.group', { count: 12 })).toBe('ראובן קיבץ את המתפללים ל-12 משפחות לפי מספר הטלפון')
    expect(line('household.group', { count: 1 })).toBe('ראובן קיבץ את המתפללים למשפחה אחת לפי מספר הטלפון')
    expect(line('season.create', season)).toBe('ראובן יצר את העונה ימים נוראים תשפ"ז')
    expect(line('season.delete', season)).toBe('ראובן מחק את העונה ימים נוראים תשפ"ז')
    expect(line('season.update', { seasonName: 'ימים נוראים', previousSeasonName: 'חגים' })).toBe(
      'ראובן שינה את שם העונה חגים לימים נוראים',
    )
    expect(line('season.update', { ...season, datesChanged: true })).toBe(
      'ראובן שינה את תאריכי העונה ימים נוראים תשפ"ז',
    )
    expect(
      line('season.update', { seasonName: 'ימים נוראים', previousSeasonName: 'חגים', datesChanged: true }),
    ).toBe('ראובן שינה את שם העונה חגים לימים נוראים ואת תאריכיה')
    expect(line('season.open', season)).toBe('ראובן פתח את בקשות המקומות לעונה ימים נוראים תשפ"ז')
    expect(line('season.close', season)).toBe('ראובן סגר את בקשות המקומות לעונה ימים נוראים תשפ"ז')
    expect(line('season.links', { ...season, count: 40 })).toBe(
      'ראובן שלח קישור לבקשת מקומות ל-40 משפחות בעונה ימים נוראים תשפ"ז',
    )
    expect(line('season.links', { ...season, ...cohen, count: 1 })).toBe(
      'ראובן שלח למשפחת כהן קישור לבקשת מקומות בעונה ימים נוראים תשפ"ז',
    )
    expect(line('season.assign', { ...season, count: 120, households: 45 })).toBe(
      'ראובן שיבץ אוטומטית 120 מושבים ל-45 משפחות בעונה ימים נוראים תשפ"ז',
    )
    expect(line('season.notify', { ...season, count: 30 })).toBe(
      'ראובן הודיע על המקומות ל-30 משפחות בעונה ימים נוראים תשפ"ז',
    )
    expect(line('season.prices', season)).toBe('ראובן עדכן את מחירי המקומות בעונה ימים נוראים תשפ"ז')
    expect(line('payment.create', { ...season, ...cohen, amount: 1250.5 })).toBe(
      'ראובן רשם תשלום של ₪1,250.5 ממשפחת כהן בעונה ימים נוראים תשפ"ז',
    )
    expect(line('payment.delete', { ...season, ...cohen, amount: 300 })).toBe(
      'ראובן מחק תשלום של ₪300 ממשפחת כהן בעונה ימים נוראים תשפ"ז',
    )
  })

  it('says a deleted household in words, as a deleted worshipper', () => {
    expect(
      describeChange({
        action: 'payment.create',
        memberName: 'לאה',
        details: { householdId: 4, amount: 300, seasonName: 'סוכות' },
      }),
    ).toBe('לאה רשם תשלום של ₪300 ממשפחה שנמחקה בעונה סוכות')
    expect(
      describeChange({ action: 'season.links', memberName: 'לאה', details: { householdId: 4, count: 1 } }),
    ).toBe('לאה שלח למשפחה שנמחקה קישור לבקשת מקומות בעונה')
  })
})

describe('activityQuerySchema', () => {
  it('takes a seat or a worshipper as the subject and refuses anything else', () => {
    expect(activityQuerySchema.parse({ subject: 'seat:4:2:7' }).subject).toBe('seat:4:2:7')
    expect(activityQuerySchema.parse({ subject: 'person:9', limit: '5' }).limit).toBe(5)
    expect(activityQuerySchema.parse({ subject: 'household:3' }).subject).toBe('household:3')
    expect(activityQuerySchema.parse({ subject: 'season:12' }).subject).toBe('season:12')
    expect(activityQuerySchema.safeParse({ subject: 'seat:4' }).success).toBe(false)
    expect(activityQuerySchema.safeParse({ subject: "person:1' or 1=1" }).success).toBe(false)
  })
})
