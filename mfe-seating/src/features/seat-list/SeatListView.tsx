import {
  ExportButtons,
  InputGroup,
  Switch,
  Tag,
  PageFrame,
  useScreenTitle,
  LoadFailedState,
  LoadingState,
} from '@seats/sdk'
import type { Person, SeatMap } from '@seats/contracts'
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { DateSelector, useReportStore } from '../report-dates'
import { sections } from '../sections'
import { filterSeatList, hallOfEditor, matchingPersons, sectionsOf, seatListOf } from './seat-list'
import { seatListTexts as texts } from './seat-list-texts'
import { SeatCardOverlay } from './SeatCardOverlay'
import { BackToMap } from './BackToMap'
import { SeatListTable } from './SeatListTable'
import { seatListSheet } from './seat-list-export'
import { useMapStore } from '../map-editor'

/** The loaded map's seat list: the date, a search and a "free only" switch, the count, the table. */
export function SeatListView({ map: initialMap, persons }: { map: SeatMap; persons: Person[] }) {
  const seating = useMapStore(initialMap, persons)
  const { map, directory } = seating
  const { state } = seating.snapshot
  const dates = useReportStore({ israel: map.settings.il })
  const [query, setQuery] = useState('')
  const [onlyFree, setOnlyFree] = useState(false)
  const [editing, setEditing] = useState<number | null>(null)
  const searchId = useId()
  const countRef = useRef<HTMLParagraphElement>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  const lastEdited = useRef<number | null>(null)
  // The tab's title names the map: "מקום פנוי | רשימת המושבים — אולם ראשי".
  useScreenTitle(texts.heading(state.name))

  const sectionOf = useMemo(
    () => sectionsOf(map.displays, { name: state.name, rows: state.rows, cols: state.cols }),
    [map.displays, state.name, state.rows, state.cols],
  )
  const rows = useMemo(
    () => seatListOf(hallOfEditor(state), sectionOf, dates.reported, dates.reverse),
    [state, sectionOf, dates.reported, dates.reverse],
  )
  // Typing stays quick on a hall of thousands of seats: the table follows a moment later.
  const searched = useDeferredValue(query)
  const matching = useMemo(() => matchingPersons(directory, searched), [directory, searched])
  const shown = useMemo(() => filterSeatList(rows, { onlyFree, matching }), [rows, onlyFree, matching])
  const editingRow = editing === null ? null : (rows.find((r) => r.key === editing) ?? null)
  const onEdit = useCallback((key: number) => {
    lastEdited.current = key
    setEditing(key)
  }, [])
  /** After the card: back on the seat's button, or, when a filter no longer shows the seat, on the count. */
  const restoreFocus = () => {
    const key = lastEdited.current
    const button = tableRef.current?.querySelector<HTMLElement>(`[data-seat-key="${key}"]`)
    ;(button ?? countRef.current)?.focus()
  }
  const option = dates.option
  let body
  if (dates.status === 'failed' && !option)
    body = <LoadFailedState title={texts.loadFailed} error={dates.error} onRetry={dates.reload} />
  else if (!option) body = <LoadingState text={texts.loading} />
  else
    body = (
      <>
        <div className="sl-tools">
          <div className="sl-search">
            <label htmlFor={searchId} className="sl-search__label">
              {texts.search}
            </label>
            <InputGroup
              id={searchId}
              type="search"
              leftIcon="search"
              placeholder={texts.searchPlaceholder}
              value={query}
              onValueChange={setQuery}
            />
          </div>
          <Switch
            role="switch"
            className="sl-only-free"
            checked={onlyFree}
            label={texts.onlyFree}
            onChange={(e) => setOnlyFree(e.currentTarget.checked)}
          />
          {option.reverse ? (
            <Tag minimal round intent="warning">
              {texts.reverseNote}
            </Tag>
          ) : null}
          <p className="sl-count" role="status" aria-live="polite" tabIndex={-1} ref={countRef}>
            {rows.length === 0 ? texts.noSeats : texts.shown(shown.length, rows.length)}
          </p>
          <ExportButtons
            className="sl-export"
            table={() => seatListSheet(shown, directory, state.name)}
            fileName={texts.exportFile(state.name, option.name)}
            label={texts.exportLabel}
            disabled={shown.length === 0}
          />
        </div>
        <div className="sl-table-frame" ref={tableRef}>
          <SeatListTable
            caption={texts.caption(state.name, option.name, option.hebrewDate)}
            rows={shown}
            filterKey={`${onlyFree}|${searched}`}
            directory={directory}
            reverse={option.reverse}
            onEdit={onEdit}
          />
        </div>
      </>
    )

  return (
    <PageFrame
      title={texts.heading(state.name)}
      subtitle={sections.seatList.subtitle}
      actions={
        <>
          <DateSelector dates={dates.dates} value={option} onChange={dates.select} />
          <BackToMap mapId={map.id} />
        </>
      }
    >
      <div className="sl-page">{body}</div>
      <SeatCardOverlay
        seat={editingRow}
        seating={seating}
        onClose={() => setEditing(null)}
        onClosed={restoreFocus}
      />
    </PageFrame>
  )
}
