import { describe, expect, it } from 'vitest'
import { highHolidaySeason } from './high-holidays'

const at = (iso: string) => highHolidaySeason(new Date(iso))

describe('the coming High Holidays', () => {
  it('in winter: next autumn’s Rosh Hashana, Kol Nidre and Yom Kippur, named by the new year', () => {
    expect(at('2026-11-29T10:00:00+02:00')).toEqual({
      name: 'ימים נוראים תשפ״ח',
      dates: [
        { date: '2027-10-02', name: 'ראש השנה א׳', hebrewDate: 'א׳ תשרי תשפ״ח' },
        { date: '2027-10-03', name: 'ראש השנה ב׳', hebrewDate: 'ב׳ תשרי תשפ״ח' },
        { date: '2027-10-10', name: 'כל נדרי', hebrewDate: 'ט׳ תשרי תשפ״ח' },
        { date: '2027-10-11', name: 'יום כיפור', hebrewDate: 'י׳ תשרי תשפ״ח' },
      ],
    })
  })

  it('between Rosh Hashana and Yom Kippur: the season under way, until Yom Kippur has passed in Israel', () => {
    // Rosh Hashana 5787 fell on 12-13 September 2026, Yom Kippur on the 21st.
    expect(at('2026-09-15T12:00:00+03:00').name).toBe('ימים נוראים תשפ״ז')
    expect(at('2026-09-21T23:30:00+03:00').dates[3]?.date).toBe('2026-09-21')
    expect(at('2026-09-22T00:30:00+03:00').name).toBe('ימים נוראים תשפ״ח')
  })
})
