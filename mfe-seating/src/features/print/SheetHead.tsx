import type { ReactNode } from 'react'

export interface SheetHeadProps {
  synagogueName: string
  mapName: string
  displayName: string
  dateName: string
  hebrewDate: string
  /** Lines under the title: which part of the hall, what a reverse event means. */
  notes?: ReactNode
}

/** The head of every printed page: the synagogue, the map and display, and the date it is printed for. */
export function SheetHead({
  synagogueName,
  mapName,
  displayName,
  dateName,
  hebrewDate,
  notes,
}: SheetHeadProps) {
  return (
    <header className="pr-sheet__head">
      <div className="pr-sheet__titles">
        {synagogueName ? <div className="pr-sheet__synagogue">{synagogueName}</div> : null}
        <h1 className="pr-sheet__map">
          {mapName}
          <span className="pr-sheet__display"> · {displayName}</span>
        </h1>
        {notes}
      </div>
      <div className="pr-sheet__date">
        <div className="pr-sheet__date-name">{dateName}</div>
        <div className="pr-sheet__hebrew">{hebrewDate}</div>
      </div>
    </header>
  )
}
