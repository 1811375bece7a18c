import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  useCheckedForm,
  FormDialogFooter,
} from '@seats/sdk'
import { REGULAR_EVENT_TYPE, REVERSE_EVENT_TYPE, type SeatEvent, type SeatEventInput } from '@seats/contracts'
import { eventsApi } from '../events-api'
import { checkEvent, eventFields, type EventField, type EventValues } from '../event-form'
import { hebrewWeekday } from '../event-dates'

export const EVENT_DIALOG_TITLES = { add: 'הוספת אירוע', edit: 'עריכת אירוע' } as const
/** The toast after an event is added: what happened, not 'העדכון בוצע בהצלחה'. */
export const eventAddedText = 'האירוע נוסף'
export const REVERSE_EXPLANATION =
  'באירוע הפוך, דיווח של מתפלל פירושו "אני מגיע": המקום שלו נחשב תפוס רק אם דיווח.'

interface EventDialogProps {
  event?: SeatEvent
  onClose: () => void
  onSaved: (event: SeatEvent) => void
}

/** Add or edit an event: name, date and whether it is a reverse event. */
export function EventDialog({ event, onClose, onSaved }: EventDialogProps) {
  const editing = event !== undefined
  const { values, errors, formError, saving, change, submit } = useCheckedForm({
    initial: (): EventValues => ({
      name: event?.name ?? '',
      date: event?.date ?? '',
      type: event?.type ?? REGULAR_EVENT_TYPE,
    }),
    check: checkEvent,
    fieldOrder: eventFields,
    idPrefix: 'event',
    save: (input: SeatEventInput) => (editing ? eventsApi.update(event.id, input) : eventsApi.create(input)),
    savedText: editing ? undefined : eventAddedText,
    onSaved,
  })

  const helper = (field: EventField, fallback?: string) =>
    errors[field] ? <span id={`event-${field}-error`}>{errors[field]}</span> : fallback

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={editing ? EVENT_DIALOG_TITLES.edit : EVENT_DIALOG_TITLES.add}
      icon="calendar"
      className="events-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {formError ? (
            <Callout intent="danger" compact className="events-dialog__error">
              {formError}
            </Callout>
          ) : null}
          <FormGroup
            label="שם האירוע"
            labelFor="event-name"
            labelInfo="(חובה)"
            helperText={helper('name')}
            intent={errors.name ? 'danger' : 'none'}
          >
            <InputGroup
              id="event-name"
              value={values.name}
              onValueChange={(v) => change({ name: v })}
              intent={errors.name ? 'danger' : 'none'}
              aria-invalid={errors.name ? true : undefined}
              placeholder="למשל: ראש השנה, יום א׳"
              autoFocus
              maxLength={100}
              autoComplete="off"
            />
          </FormGroup>
          <FormGroup
            label="תאריך"
            labelFor="event-date"
            labelInfo="(חובה)"
            helperText={helper('date', values.date && !errors.date ? hebrewWeekday(values.date) : undefined)}
            intent={errors.date ? 'danger' : 'none'}
          >
            <InputGroup
              id="event-date"
              type="date"
              value={values.date}
              onValueChange={(v) => change({ date: v })}
              intent={errors.date ? 'danger' : 'none'}
              aria-invalid={errors.date ? true : undefined}
              className="events-dialog__date"
            />
          </FormGroup>
          <RadioGroup
            label="סוג האירוע"
            name="event-type"
            selectedValue={values.type}
            onChange={(e) => change({ type: e.currentTarget.value as EventValues['type'] })}
            inline
          >
            <Radio label="רגיל" value={REGULAR_EVENT_TYPE} />
            <Radio label="הפוך" value={REVERSE_EVENT_TYPE} />
          </RadioGroup>
          <p
            className={`events-dialog__explain${values.type === REVERSE_EVENT_TYPE ? ' events-dialog__explain--active' : ''}`}
          >
            {REVERSE_EXPLANATION}
          </p>
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
