import { describe, expect, it } from 'vitest'
import { ttsText } from './ivr-yemot.adapter'
import { spokenHebrew } from './spoken-hebrew'

describe('festival names read aloud', () => {
  it('names a Chanukah candle in words', () => {
    expect(spokenHebrew('חנוכה: א׳ נר')).toBe('הנר הראשון של חנוכה')
    expect(spokenHebrew('חנוכה: ח׳ נרות')).toBe('הנר השמיני של חנוכה')
    expect(ttsText('לדיווח על מקום פנוי לחנוכה: א׳ נר הקישו 1')).toBe(
      'לדיווח על מקום פנוי לנר הראשון של חנוכה הקישו 1',
    )
  })

  it('reads a numbered festival day as its ordinal', () => {
    expect(spokenHebrew('ראש השנה ב׳')).toBe('היום השני של ראש השנה')
    expect(spokenHebrew('פסח ז׳')).toBe('היום השביעי של פסח')
    expect(spokenHebrew("סוכות א'")).toBe('היום הראשון של סוכות')
    expect(spokenHebrew('מקום פנוי לראש השנה ב׳')).toBe('מקום פנוי ליום השני של ראש השנה')
  })

  it('says a day by its own name when it has one', () => {
    expect(spokenHebrew('סוכות ז׳ (הושענא רבה)')).toBe('הושענא רבה')
    expect(spokenHebrew('מקום פנוי לסוכות ז׳ (הושענא רבה)')).toBe('מקום פנוי להושענא רבה')
  })

  it('expands the calendar abbreviations', () => {
    expect(spokenHebrew('ר״ח טבת')).toBe('ראש חודש טבת')
    expect(spokenHebrew('חוה״מ סוכות')).toBe('חול המועד סוכות')
  })

  it('reads the day of a Hebrew date in words', () => {
    expect(spokenHebrew('שבת כ״ד כסלו תשפ״ז')).toBe('שבת עשרים וארבעה בכסלו תשפ״ז')
    expect(spokenHebrew('ט״ו שבט')).toBe('חמישה עשר בשבט')
    expect(spokenHebrew('א׳ ניסן')).toBe('אחד בניסן')
    expect(spokenHebrew('י״ב תמוז')).toBe('שניים עשר בתמוז')
    expect(spokenHebrew('ל׳ אלול')).toBe('שלושים באלול')
  })

  it('leaves plain names and parasha names as they are', () => {
    for (const name of ['שבת פרשת וישלח', 'יום כיפור', 'שמיני עצרת', 'פורים', 'הבר מצווה של דוד'])
      expect(spokenHebrew(name)).toBe(name)
  })

  it('never leaves a lone numeral letter where a festival number was', () => {
    expect(ttsText('חנוכה: א׳ נר')).not.toMatch(/(^|\s)א(\s|$)/)
    expect(ttsText('פסח ז׳')).not.toMatch(/(^|\s)ז(\s|$)/)
  })
})
