import {
  Button,
  Tag,
  confirmDelete,
  PageFrame,
  toast,
  toastTexts,
  LoadFailedState,
  LoadingState,
  useTeamRole,
  ViewOnlyNote,
  EmptyState,
} from '@seats/sdk'
import { REVERSE_EVENT_TYPE, type EventSuggestion, type SeatEvent } from '@seats/contracts'
import { useMemo, useState } from 'react'
import { daysFromToday, eventDateText, relativeDayText, sortEvents } from '../event-dates'
import { eventsApi } from '../events-api'
import '../events.css'
import { useEvents } from '../hooks/use-events'
import { EventDialog, eventAddedText } from './EventDialog'
import { HolidaySuggestions, suggestionKey } from './HolidaySuggestions'
import { sections } from '../../sections'

type OpenDialog = { kind: 'add' } | { kind: 'edit'; event: SeatEvent } | null

/** /events: holidays and special dates the worshippers report for, besides the Shabbatot. */
export function EventsPage() {
  const { canEdit } = useTeamRole()
  const { events, suggestions, loading, error, reload } = useEvents()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [adding, setAdding] = useState<string | null>(null)
  const sorted = useMemo(() => sortEvents(events), [events])

  async function addSuggestion(s: EventSuggestion) {
    setAdding(suggestionKey(s))
    try {
      await eventsApi.create({ name: s.name, date: s.date, type: s.type })
      toast.success(eventAddedText, `${s.name} נוסף לאירועים`)
    } catch (err) {
      toast.failure(toastTexts.updateFailure, err)
    } finally {
      setAdding(null)
    }
    await reload()
  }

  async function remove(event: SeatEvent) {
    if (!(await confirmDelete(event.name))) return
    try {
      await eventsApi.remove(event.id)
      toast.success(toastTexts.deleteSuccess)
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    }
    await reload()
  }

  let list
  if (loading) {
    list = <LoadingState text="טוען את האירועים…" />
  } else if (error && events.length === 0) {
    list = <LoadFailedState title="לא ניתן לטעון את האירועים" error={error} onRetry={() => void reload()} />
  } else if (events.length === 0) {
    list = (
      <EmptyState
        icon="calendar"
        title="עדיין אין אירועים"
        description='אירוע הוא חג או יום מיוחד שעבורו מדווחים על מקום פנוי, בנוסף לשבתות. אפשר להוסיף חג קרוב בלחיצה, או אירוע משלכם. באירוע הפוך הדיווח פירושו "אני מגיע".'
        action={
          <Button
            icon="plus"
            intent="primary"
            text="הוספת אירוע"
            onClick={() => setDialog({ kind: 'add' })}
          />
        }
      />
    )
  } else {
    list = (
      <div className="events-table" role="table" aria-label="רשימת האירועים">
        <div className="events-table__row events-table__row--head" role="row">
          <span role="columnheader">שם</span>
          <span role="columnheader">תאריך</span>
          <span role="columnheader">מתי</span>
          <span role="columnheader">סוג</span>
          <span role="columnheader">
            <span className="sr-only">פעולות</span>
          </span>
        </div>
        {sorted.map((event) => {
          const days = daysFromToday(event.date)
          return (
            <div
              key={event.id}
              role="row"
              className={`events-table__row${days < 0 ? ' events-table__row--past' : ''}`}
              data-event-id={event.id}
            >
              <span role="cell" className="events-table__name">
                {event.name}
              </span>
              <span role="cell" className="events-table__date">
                {eventDateText(event.date)}
                {event.hebrewDate ? <span className="events-table__hebrew">{event.hebrewDate}</span> : null}
              </span>
              <span role="cell" className="events-table__muted events-table__when">
                {relativeDayText(days)}
              </span>
              <span role="cell" className="events-table__type">
                {event.type === REVERSE_EVENT_TYPE ? (
                  <Tag minimal intent="warning" title='דיווח פירושו "אני מגיע"'>
                    הפוך
                  </Tag>
                ) : (
                  <Tag minimal>רגיל</Tag>
                )}
              </span>
              <span role="cell" className="events-table__actions">
                {canEdit ? (
                  <>
                    <Button
                      variant="minimal"
                      size="small"
                      icon="edit"
                      aria-label={`עריכת ${event.name}`}
                      title="עריכה"
                      onClick={() => setDialog({ kind: 'edit', event })}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      intent="danger"
                      aria-label={`מחיקת ${event.name}`}
                      title="מחיקה"
                      onClick={() => void remove(event)}
                    />
                  </>
                ) : null}
              </span>
            </div>
          )
        })}
      </div>
    )
  }

  return (
    <PageFrame
      title={sections.events.title}
      subtitle={sections.events.subtitle}
      actions={
        canEdit ? (
          <Button
            icon="plus"
            intent="primary"
            text="הוספת אירוע"
            onClick={() => setDialog({ kind: 'add' })}
          />
        ) : undefined
      }
    >
      {!canEdit ? <ViewOnlyNote /> : null}
      {list}
      {!loading && canEdit ? (
        <HolidaySuggestions suggestions={suggestions} adding={adding} onAdd={(s) => void addSuggestion(s)} />
      ) : null}
      {dialog ? (
        <EventDialog
          event={dialog.kind === 'edit' ? dialog.event : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            void reload()
          }}
        />
      ) : null}
    </PageFrame>
  )
}
