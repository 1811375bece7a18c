import { sheetCsv } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { leadsSheet } from './leads-export'
import { buildLead } from './test-leads'

describe('leadsSheet', () => {
  it('one line per lead shown, the status in words, the time in Israel and the message whole', () => {
    const sheet = leadsSheet([
      buildLead({
        name: 'מנחם רוזנברג',
        status: 'contacted',
        createdAt: '2026-11-20T08:05:00.000Z',
        message: 'שלום, יש לנו "עזרת נשים"\nוגם מרפסת',
      }),
    ])
    // The message's own line break is \n inside its quotes; lines end in \r\n.
    const [header, line, ...more] = sheetCsv(sheet).split('\r\n')
    expect(header).toBe('שם,טלפון,אימייל,מקור,סטטוס,נוצר,התקשרות אחרונה,הודעה')
    expect(more).toEqual([])
    expect(line).toBe(
      'מנחם רוזנברג,050-1234567,yosef@example.com,דף נחיתה,נוצר קשר,20/11/26 10:05,,"שלום, יש לנו ""עזרת נשים""\nוגם מרפסת"',
    )
  })

  it('a name or message typed as a formula in the public form stays text', () => {
    const csv = sheetCsv(leadsSheet([buildLead({ name: '=cmd|calc', message: '@SUM(1)' })]))
    expect(csv).toContain(",'@SUM(1)")
    expect(csv.split('\r\n')[1]).toMatch(/^'=cmd\|calc,/)
  })
})
