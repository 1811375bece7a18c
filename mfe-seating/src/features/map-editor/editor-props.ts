import type { Guest, MapSummary, Person, Report, SeatMap } from '@seats/contracts'
import type { ReactNode } from 'react'
import type { EditorState } from './model/editor-state'
import type { EditorStore } from './model/editor-store'

/** The chosen date as the map shows it: who reported, whether a report means "coming", and its name. */
export interface MapDate {
  reported: ReadonlySet<number>
  /** A reverse event: a report means "I am coming". */
  reverse: boolean
  name: string | null
  /** The date's reports, which the seat card shows beside each worshipper. */
  reports: readonly Report[]
  /** Cancels a report from the seat card; without it the card only shows them. */
  onCancelReport?(report: Report): void
  /** The date's guests on this map, each lent one seat for this date. */
  guests?: readonly Guest[]
  /** The seat card's guest part (lend a free seat, edit or give back a guest's); without it, none. */
  guestPanel?(seat: SeatOnDate): ReactNode
}

/** A seat as the date sees it, for the seat card's guest part. */
export interface SeatOnDate {
  row: number
  col: number
  /** 'שורה ב, מושב 2'. */
  seatName: string
  /** Nobody holds it, or its people are away on the date. */
  free: boolean
  guest: Guest | null
  /** The map's other seats free for a guest on the date, where this seat's guest may move. */
  freeSeats(): { row: number; col: number; seatName: string }[]
  /** The map as the editor holds it now (a party's seats are searched on it). */
  editorState(): EditorState
  /** Closes the seat's card: a dialog opened from it (a party) takes the screen alone. */
  closeCard(): void
}

/** The map as its edit dialog needs it, as the editor has it now (the version moves with every save). */
export type MapHead = Pick<SeatMap, 'id' | 'name' | 'rows' | 'cols' | 'seatNumbering' | 'version'>

export interface MapEditorProps {
  map: SeatMap
  persons: Person[]
  maps: readonly MapSummary[]
  date: MapDate
  /** The date's tools in the toolbar (choosing the date, printing), given the editor's store; after first paint. */
  dateTools?(editor: { store: EditorStore; vacated: number }): React.ReactNode
  /** The map's edit dialog; `onSaved` reloads the map into the editor. */
  mapDialog(dialog: { isOpen: boolean; map: MapHead; onClose(): void; onSaved(): void }): React.ReactNode
  /**
   * The worshipper's add/edit dialog (the persons screen's), opened from the worshippers panel and the seat
   * card; `onSaved` puts the worshipper in the panel at once. Without it the map only links to /persons.
   */
  personDialog?(dialog: {
    person: Person | undefined
    persons: readonly Person[]
    onClose(): void
    onSaved(person: Person): void
  }): React.ReactNode
  /** A viewer's map: the toolbar offers no tools, undo or map editing (the store refuses changes too). */
  readOnly?: boolean
  /** The warden asked to delete the map (the toolbar's menu). */
  onDeleteMap(): void
  /** Another warden deleted the map. */
  onMapDeleted(): void
  /** The worshippers panel's width: 252, or 450 while the guided tour points at it. */
  worshippersWidth?: number
  onMapsChanged(): void
  /** The map, its worshippers and the date's reporters as they change (the guided tour follows them). */
  onContentChange?(content: {
    state: EditorState
    persons: readonly Person[]
    reported: ReadonlySet<number>
  }): void
}
