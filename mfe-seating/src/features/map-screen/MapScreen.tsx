import { personDisplayName, type MapSummary, type Person, type Report, type SeatMap } from '@seats/contracts'
import { confirmDialog, session, useSession, useTeamRole, whenIdle } from '@seats/sdk'
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react'
import {
  MapEditor,
  editorTexts,
  type EditorState,
  type EditorStore,
  type MapEditorProps,
} from '../map-editor'
import { useDateGuests } from '../date-guests'
import { useReportStore, type ReportStore } from '../report-dates'
import { removeReport } from '../reports'
import { EditorDateTools } from './EditorDateTools'
import { mapAdmin } from './map-admin'
import { useMapSettings } from './use-map-settings'

// The worshipper dialog (and the schema checks it runs) loads when first opened, never with the map.
const PersonDialog = lazy(() => import('../persons').then((m) => ({ default: m.PersonDialog })))
// A seat's guest form and the party dialog check their input with the contracts' schemas (and zod): they
// load once the map is drawn, before the first tap on a seat, not with the map's code.
const loadGuestForms = () => import('../guests')
const GuestPanel = lazy(() => loadGuestForms().then((m) => ({ default: m.GuestPanel })))
const PartyDialog = lazy(() => loadGuestForms().then((m) => ({ default: m.PartyDialog })))

export interface MapScreenProps extends Pick<MapEditorProps, 'worshippersWidth' | 'onContentChange'> {
  map: SeatMap
  persons: Person[]
  maps: readonly MapSummary[]
  onMapsChanged(): void
}

/**
 * An open map: the editor, with the chosen date (?date=&event=) and its reports from report-dates, and the
 * date's tools (the selector, printing and its settings) in its toolbar, and the map's edit dialog and
 * deletion from the maps screen.
 */
export function MapScreen({ map, ...props }: MapScreenProps) {
  const { user } = useSession()
  const { canEdit } = useTeamRole()
  const dates = useReportStore({ israel: map.settings.il })
  const { reload, reverse } = dates
  const dateName = dates.option?.name ?? null
  const { option } = dates
  const { guests } = useDateGuests(option)
  const mapGuests = useMemo(() => guests.filter((g) => g.mapId === map.id), [guests, map.id])
  // The party dialog, asked for from a free seat's card: the editor's map as it is when searched.
  const [party, setParty] = useState<{ state(): EditorState } | null>(null)
  const cancelReport = useCallback(
    (report: Report) => {
      const person = props.persons.find((p) => p.id === report.personId)
      const name = person ? personDisplayName(person) : ''
      void removeReport(report, {
        reload,
        confirm: () =>
          confirmDialog({
            title: editorTexts.cancelReport,
            text: editorTexts.cancelReportConfirm(name, dateName, reverse),
            confirmText: editorTexts.cancelReport,
            icon: 'undo',
          }),
      })
    },
    [props.persons, reload, dateName, reverse],
  )
  // The map shown is the one /map/ opens next time.
  useEffect(() => {
    session.setLastMapId(map.id)
  }, [map.id])
  useEffect(() => whenIdle(() => void loadGuestForms()), [])
  return (
    <>
      <MapEditor
        readOnly={!canEdit}
        {...props}
        {...mapAdmin(map.id, props.maps, props.onMapsChanged)}
        map={map}
        date={{
          reported: dates.reported,
          reverse,
          name: dateName,
          reports: dates.reports,
          onCancelReport: cancelReport,
          guests: mapGuests,
          guestPanel: option
            ? (seat) => (
                <Suspense fallback={null}>
                  <GuestPanel
                    seat={seat}
                    mapId={map.id}
                    date={{ date: option.date, eventId: option.eventId, name: option.name }}
                    canEdit={canEdit}
                    onParty={() => {
                      setParty({ state: seat.editorState })
                      seat.closeCard()
                    }}
                  />
                </Suspense>
              )
            : undefined,
        }}
        personDialog={
          // A viewer's map opens no worshipper form: it only links to /persons.
          !canEdit
            ? undefined
            : ({ person, persons, onClose, onSaved }) => (
                <Suspense fallback={null}>
                  <PersonDialog
                    person={person}
                    existing={persons}
                    maxPeople={user?.maxPeople}
                    onClose={onClose}
                    onSaved={onSaved}
                  />
                </Suspense>
              )
        }
        dateTools={({ store, vacated }) => (
          <MapDateTools map={map} store={store} dates={dates} vacated={vacated} />
        )}
      />
      {party && option ? (
        <Suspense fallback={null}>
          <PartyDialog
            mapId={map.id}
            state={party.state}
            date={{
              date: option.date,
              eventId: option.eventId,
              name: option.name,
              reported: dates.reported,
              reverse: dates.reverse,
            }}
            guests={mapGuests}
            onClose={() => setParty(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function MapDateTools(props: { map: SeatMap; store: EditorStore; dates: ReportStore; vacated: number }) {
  const { map, store, dates, vacated } = props
  const settings = useMapSettings(store, map.id, map.settings)
  return (
    <EditorDateTools
      mapId={map.id}
      grid={{ rows: map.rows, cols: map.cols }}
      dates={dates}
      vacated={vacated}
      displays={map.displays}
      printReportedNames={settings.settings.printReportedNames}
      savingSettings={settings.saving}
      onPrintReportedNames={(print) => void settings.save({ printReportedNames: print })}
    />
  )
}
