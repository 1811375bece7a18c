import { describe, expect, it } from 'vitest'
import { importCountTexts as t } from './import-counts'

describe('the import summary counts', () => {
  it('says one row in the singular', () => {
    expect([t.total(1), t.ok(1), t.sharedPhone(1), t.existing(1), t.failed(1)]).toEqual([
      'שורה אחת',
      'שורה אחת תקינה',
      'שורה אחת עם טלפון משותף',
      'שורה אחת כבר קיימת',
      'שורה אחת עם שגיאה',
    ])
    expect(t.duplicate(1)).toBe('שורה כפולה אחת בקובץ')
  })

  it('counts more rows with the number, grouped by thousands', () => {
    expect([t.total(2000), t.ok(3), t.sharedPhone(2), t.existing(4), t.failed(2)]).toEqual([
      '2,000 שורות',
      '3 תקינות',
      '2 עם טלפון משותף',
      '4 כבר קיימות',
      '2 עם שגיאות',
    ])
    expect(t.duplicate(2)).toBe('2 שורות כפולות בקובץ')
  })
})
