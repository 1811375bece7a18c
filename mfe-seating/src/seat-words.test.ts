import { describe, expect, it } from 'vitest'
import { freeSeatsTexts } from './features/free-seats/free-seats-texts'
import { editorTexts } from './features/map-editor/editor-texts'
import { describeCell } from './features/map-editor/grid/cell-description'
import { seatListTexts } from './features/seat-list/seat-list-texts'
import { sections } from './features/sections'
import { seatStateTexts } from './features/seat-state/seat-state-texts'

/**
 * A seat nobody holds and a seat freed by its holders' reports are two things a warden counts apart (80 seats
 * unassigned, 5 freed this Shabbat): each has its own word on the map, the seat list and /free-seats.
 */
describe('the words for an unassigned seat and a freed seat', () => {
  const seat = { kind: 'seat' as const, seat: 'שורה א, מושב 2', place: 'שורה א, עמודה 2', element: null }
  const unassigned = [
    editorTexts.emptySeat,
    describeCell({ ...seat, names: [], state: 'empty', dateName: 'שבת פרשת וישלח' }),
    seatListTexts.states.empty,
    seatStateTexts.emptyCount(80),
  ]
  const freed = [
    editorTexts.vacatedSeat,
    describeCell({ ...seat, names: ['משה כהן'], state: 'vacated', dateName: 'שבת פרשת וישלח' }),
    seatListTexts.states.vacated,
    seatStateTexts.vacatedCount(5),
    seatStateTexts.vacatedReverse(5),
    sections.freeSeats.title,
    sections.freeSeats.navLabel,
    freeSeatsTexts.seatsOf('אולם ראשי'),
    freeSeatsTexts.noneOnMap,
  ]

  it('calls a seat nobody holds "ריק", never "פנוי"', () => {
    for (const text of unassigned) {
      expect(text).toMatch(/ריק/)
      expect(text).not.toMatch(/פנוי/)
    }
  })

  it('calls a seat freed by a report "התפנה", never "פנוי" or "ריק"', () => {
    for (const text of freed) {
      expect(text).toMatch(/התפנ/)
      expect(text).not.toMatch(/פנוי|ריק/)
    }
  })
})
