import { describe, expect, it } from 'vitest'
import { synagogueNameKey, synagogueNamesConfusable } from './synagogue-names'

describe('synagogue names a caller cannot tell apart', () => {
  it.each([
    ['אהל משה', '  אהל   משה '],
    ['אהל משה', 'אֹהֶל מֹשֶׁה'],
    ['אהל משה', 'אוהל משה'],
    ['אהל משה', 'בית הכנסת אהל משה'],
    ['אהל משה', 'ביהכנ"ס אהל-משה'],
    ['אהל משה', 'בית כנסת "אהל משה".'],
    ['היכל שלום', 'היכל שלומ'],
    ['Ohel Moshe', 'ohel  MOSHE'],
    ['אהל משה', 'אהלמשה'],
    ['בית הכנסת הגדול', 'הגדול'],
    ['שערי ציון', 'שערי צין׳'],
  ])('%s ~ %s', (a, b) => {
    expect(synagogueNamesConfusable(a, b)).toBe(true)
  })

  it.each([
    ['אהל משה', 'אהל משה ירושלים'],
    ['אהל משה', 'אהל יעקב'],
    ['בית הכנסת הגדול', 'בית הכנסת הקטן'],
    ['היכל 1', 'היכל 2'],
    ['בית המדרש אהל משה', 'אהל משה'],
  ])('%s differs from %s', (a, b) => {
    expect(synagogueNamesConfusable(a, b)).toBe(false)
  })

  it('a name of only the words the line adds has no letters of its own', () => {
    expect(synagogueNameKey('בית הכנסת')).toBe('')
    expect(synagogueNameKey('  ')).toBe('')
  })
})
