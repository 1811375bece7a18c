import type { SeatMap } from '@seats/contracts'

/** A map of `rows` x `cols` with the given cells and elements, for the party search's tests. */
export const hallMap = (over: Pick<SeatMap, 'rows' | 'cols' | 'cells'> & Partial<SeatMap>): SeatMap => ({
  id: 7,
  name: 'אולם ראשי',
  displays: [],
  areas: [],
  elements: [],
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
  version: 1,
  ...over,
})
