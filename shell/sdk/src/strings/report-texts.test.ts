import { describe, expect, it } from 'vitest'
import { toastTexts } from './he'

describe('the toast of a new report', () => {
  it("keeps the seed's wording, and speaks of a woman in the feminine", () => {
    expect(toastTexts.reportCreated('דוד לוי', 'פרשת וישלח')).toBe('דוד לוי הוסיף דיווח לפרשת וישלח')
    expect(toastTexts.reportCreated('דוד לוי', 'פרשת וישלח', 'male')).toBe('דוד לוי הוסיף דיווח לפרשת וישלח')
    expect(toastTexts.reportCreated('שרה כהן', 'פרשת וישלח', 'female')).toBe(
      'שרה כהן הוסיפה דיווח לפרשת וישלח',
    )
  })
})
