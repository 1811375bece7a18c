import { describe, expect, it } from 'vitest'
import { spokenSynagogue } from './call-flow'
import { distinguishSynagogues, type MenuSynagogue } from './menu-names'

const syn = (
  accountId: number,
  name: string,
  warden = 'משה כהן',
  city: string | null = null,
): MenuSynagogue => ({
  accountId,
  name,
  warden,
  city,
})
const spoken = (menu: MenuSynagogue[]) => distinguishSynagogues(menu).map(spokenSynagogue)

describe("names on one caller's menu", () => {
  it('leaves names that differ as they are', () => {
    expect(spoken([syn(1, 'אהל משה', 'א', 'ירושלים'), syn(2, 'הגדול', 'ב', 'חיפה')])).toEqual([
      'בית הכנסת אהל משה',
      'בית הכנסת הגדול',
    ])
  })

  it('names the city beside each of two alike names', () => {
    expect(
      spoken([syn(1, 'אהל משה', 'משה כהן', 'ירושלים'), syn(2, 'בית הכנסת אוהל  משה', 'משה כהן', 'חיפה')]),
    ).toEqual(['בית הכנסת אהל משה בירושלים', 'בית הכנסת אוהל  משה בחיפה'])
  })

  it('names the warden where a city is missing', () => {
    expect(spoken([syn(1, 'אהל משה', 'משה כהן', 'ירושלים'), syn(2, 'אֹהֶל מֹשֶׁה', 'דוד לוי')])).toEqual([
      'בית הכנסת אהל משה בירושלים',
      'בית הכנסת אֹהֶל מֹשֶׁה של דוד לוי',
    ])
  })

  it('names the wardens when the cities are the same too', () => {
    expect(
      spoken([syn(1, 'אהל משה', 'משה כהן', 'ירושלים'), syn(2, 'אהל משה', 'דוד לוי', 'ירושלים')]),
    ).toEqual(['בית הכנסת אהל משה של משה כהן', 'בית הכנסת אהל משה של דוד לוי'])
  })

  it('counts them in menu order when nothing else tells them apart', () => {
    expect(
      spoken([
        syn(1, 'אהל משה', 'משה כהן', 'ירושלים'),
        syn(2, 'הגדול'),
        syn(3, 'אהל משה!', 'משה  כהן', 'ירושלים'),
      ]),
    ).toEqual(['בית הכנסת אהל משה הראשון', 'בית הכנסת הגדול', 'בית הכנסת אהל משה! השני'])
  })

  it('never lets a detail make a name sound like a third one on the menu', () => {
    expect(
      spoken([
        syn(1, 'אהל משה', 'א', 'ירושלים'),
        syn(2, 'אהל משה', 'ב', 'חיפה'),
        syn(3, 'אהל משה בחיפה', 'ג'),
      ]),
    ).toEqual(['בית הכנסת אהל משה של א', 'בית הכנסת אהל משה של ב', 'בית הכנסת אהל משה בחיפה'])
  })

  it('tells apart synagogues without a name, called by their wardens', () => {
    expect(spoken([syn(1, 'של משה כהן', '', 'ירושלים'), syn(2, 'של משה כהן', '', null)])).toEqual([
      'בית הכנסת של משה כהן הראשון',
      'בית הכנסת של משה כהן השני',
    ])
  })
})
