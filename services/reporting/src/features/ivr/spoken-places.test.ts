import { describe, expect, it } from 'vitest'
import { placesSentence } from './spoken-places'

describe('the seats said back to a caller', () => {
  it('names one seat, or several, with what becomes of them', () => {
    expect(placesSentence(['שורה ג, מושב 5'], 'free')).toBe('המקום בשורה ג, מושב 5 יוצג כפנוי לאורחים')
    expect(placesSentence(['שורה ג, מושב 5', 'שורה ד, מושב 2'], 'no-longer-free')).toBe(
      'המקומות בשורה ג, מושב 5 ובשורה ד, מושב 2 לא יוצגו עוד כפנויים',
    )
    expect(placesSentence(['שורה א, מושב 1'], 'kept')).toBe('המקום בשורה א, מושב 1 שמור לכם')
  })

  it('says nothing of a seat when the persons have none', () => {
    expect(placesSentence([], 'free')).toBeNull()
  })
})
