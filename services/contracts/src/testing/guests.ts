import type { Guest } from '../guests'

/** A guest lent a seat of map 7 on a Shabbat; tests override what they are about. */
export const sampleGuest = (over: Partial<Guest> = {}): Guest => ({
  id: 1,
  mapId: 7,
  row: 1,
  col: 4,
  date: '2026-12-05',
  eventId: null,
  name: 'אהרן פרץ',
  phone: null,
  hostName: '',
  note: '',
  seatName: 'שורה א, מושב 3',
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
})
