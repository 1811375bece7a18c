import { seatName, type Guest, type SeatMap } from '@seats/contracts'
import { hallOfMap, hallSeats, seatStateOf } from '../seat-state'

/** A seat free for a guest on a date, named as a guest is told it, with whose seat it is. */
export interface FreeSeat {
  row: number
  col: number
  /** "שורה ג, מושב 5" */
  name: string
  /** Who holds it (and is away on a regular date, or did not say they come on a reverse one). */
  holders: readonly number[]
}

/**
 * The seats of a map that are free for guests on a date, in the order a warden walks the hall: by row,
 * then by seat number. A cell under an element is no seat and is never free.
 */
export function freeSeatsOf(map: SeatMap, reported: ReadonlySet<number>, reverse: boolean): FreeSeat[] {
  return hallSeats(hallOfMap(map))
    .filter((seat) => seatStateOf(seat.holders, reported, reverse) === 'vacated')
    .map(({ row, col, rowLabel, number, holders }) => ({
      row,
      col,
      name: seatName(rowLabel, number),
      holders,
    }))
}

/** A guest of the date as the Friday list shows him: where he sits, and whether that seat is still free. */
export interface DateGuestRow {
  guest: Guest
  mapName: string
  /** The seat's own worshipper is coming after all: the guest needs another seat. */
  conflict: boolean
}

/** The date's guests, map by map in the maps' order and by seat, each with his seat's state on the date. */
export function dateGuestRows(
  maps: readonly SeatMap[],
  guests: readonly Guest[],
  reported: ReadonlySet<number>,
  reverse: boolean,
): DateGuestRow[] {
  return maps.flatMap((map) => {
    const holders = new Map(hallSeats(hallOfMap(map)).map((s) => [s.row * 1000 + s.col, s.holders]))
    return guests
      .filter((g) => g.mapId === map.id)
      .map((guest) => ({
        guest,
        mapName: map.name,
        conflict:
          seatStateOf(holders.get(guest.row * 1000 + guest.col) ?? [], reported, reverse) === 'occupied',
      }))
  })
}
