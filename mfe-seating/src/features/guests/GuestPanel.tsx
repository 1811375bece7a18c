import { guestLabel, type Guest } from '@seats/contracts'
import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  confirmDialog,
  toast,
  useCheckedForm,
} from '@seats/sdk'
import { useState } from 'react'
import type { SeatOnDate } from '../map-editor'
import { guestFields, guestValuesOf, checkGuest, type GuestField, type GuestValues } from './guest-form'
import { guestsApi } from '../date-guests'
import { guestsTexts as t } from './guests-texts'
import './guests.css'

export interface GuestPanelProps {
  seat: SeatOnDate
  mapId: number
  date: { date: string; eventId: number | null; name: string }
  /** A viewer sees the guest and changes nothing. */
  canEdit: boolean
  /**
   * Asks for a party's seats: the screen opens the party dialog (outside the seat's card, which closes when
   * anything else on the page is clicked).
   */
  onParty(): void
}

/**
 * The seat card's guest part for the chosen date: the guest sitting here (edit, give the seat back, a warning
 * when the seat's own worshipper is coming after all), or on a free seat a way to lend it to a guest.
 */
export function GuestPanel({ seat, mapId, date, canEdit, onParty }: GuestPanelProps) {
  const [editing, setEditing] = useState(false)
  const { guest } = seat
  if (editing)
    return (
      <GuestForm
        guest={guest}
        where={{ mapId, row: seat.row, col: seat.col, date: date.date, eventId: date.eventId }}
        seatName={seat.seatName}
        onDone={() => setEditing(false)}
      />
    )
  if (guest)
    return (
      <section className="sg-panel" aria-label={t.guestHere} data-testid="seat-guest">
        <p className="sg-panel__title">
          <strong>{guest.name}</strong> <span className="sg-panel__host">{guestLabel(guest)}</span>
        </p>
        {guest.phone ? (
          <p className="sg-panel__line" dir="ltr">
            {guest.phone}
          </p>
        ) : null}
        {guest.note ? <p className="sg-panel__line">{guest.note}</p> : null}
        {!seat.free ? (
          <Callout intent="danger" compact icon="warning-sign" className="sg-panel__conflict">
            {t.conflict}
          </Callout>
        ) : null}
        {canEdit ? <MoveGuest guest={guest} seat={seat} /> : null}
        {canEdit ? (
          <div className="sg-panel__actions">
            <Button size="small" icon="edit" text={t.edit(guest.name)} onClick={() => setEditing(true)} />
            <Button
              size="small"
              variant="minimal"
              intent="danger"
              icon="cross"
              text={t.giveBack}
              aria-label={t.giveBackOf(guest.name)}
              onClick={() => void giveBack(guest, date.name)}
            />
          </div>
        ) : null}
      </section>
    )
  if (!seat.free || !canEdit) return null
  return (
    <div className="sg-panel sg-panel--offer">
      <p className="sg-panel__line">{t.lendHint}</p>
      <div className="sg-panel__actions">
        <Button
          size="small"
          icon="new-person"
          intent="primary"
          text={t.lend}
          onClick={() => setEditing(true)}
        />
        <Button size="small" icon="people" text={t.partyOpen} onClick={onParty} />
      </div>
    </div>
  )
}

/** Moves the guest to another seat free on the date: a select of those seats, saved when chosen. */
function MoveGuest({ guest, seat }: { guest: Guest; seat: SeatOnDate }) {
  const [seats, setSeats] = useState<ReturnType<SeatOnDate['freeSeats']> | null>(null)
  const [moving, setMoving] = useState(false)
  const id = `guest-move-${guest.id}`
  if (seats === null)
    return (
      <Button
        size="small"
        icon="move"
        intent={seat.free ? 'none' : 'warning'}
        text={t.move}
        onClick={() => setSeats(seat.freeSeats())}
      />
    )
  if (seats.length === 0) return <p className="sg-panel__line">{t.noSeatToMove}</p>
  const move = async (value: string) => {
    const target = seats.find((s) => `${s.row}:${s.col}` === value)
    if (!target) return
    setMoving(true)
    try {
      await guestsApi.update(guest.id, {
        ...guest,
        row: target.row,
        col: target.col,
        phone: guest.phone ?? '',
      })
      toast.success(t.moved(guest.name, target.seatName))
    } catch (error) {
      toast.failure(t.moveFailed, error)
      setMoving(false)
    }
  }
  return (
    <div className="sg-panel__move">
      <label htmlFor={id}>{t.moveTo}</label>
      <HTMLSelect id={id} value="" disabled={moving} onChange={(e) => void move(e.currentTarget.value)}>
        <option value="" disabled>
          {t.chooseSeat}
        </option>
        {seats.map((s) => (
          <option key={`${s.row}:${s.col}`} value={`${s.row}:${s.col}`}>
            {s.seatName}
          </option>
        ))}
      </HTMLSelect>
    </div>
  )
}

async function giveBack(guest: Guest, dateName: string) {
  const confirmed = await confirmDialog({
    title: t.giveBackTitle,
    text: t.giveBackText(guest.name, dateName),
    confirmText: t.giveBack,
    intent: 'danger',
    icon: 'cross',
  })
  if (!confirmed) return
  try {
    await guestsApi.giveBack(guest.id)
    toast.success(t.givenBack(guest.name))
  } catch (error) {
    toast.failure(t.giveBackFailed, error)
  }
}

function GuestForm(props: {
  guest: Guest | null
  where: Parameters<typeof checkGuest>[1]
  seatName: string
  onDone(): void
}) {
  const { guest, where, seatName, onDone } = props
  const form = useCheckedForm({
    initial: (): GuestValues => guestValuesOf(guest),
    check: (values: GuestValues) => checkGuest(values, where),
    fieldOrder: guestFields,
    idPrefix: 'guest',
    save: (input) => (guest ? guestsApi.update(guest.id, input) : guestsApi.lend(input)),
    savedText: null,
    failedText: t.saveFailed,
    onSaved: (saved: Guest) => {
      toast.success(t.lent(saved.name, seatName))
      onDone()
    },
  })
  const field = (key: GuestField, label: string, extra: { placeholder?: string; ltr?: boolean } = {}) => (
    <FormGroup
      label={label}
      labelFor={`guest-${key}`}
      labelInfo={key === 'name' ? undefined : t.optional}
      helperText={form.errors[key] ? <span id={`guest-${key}-error`}>{form.errors[key]}</span> : undefined}
      intent={form.errors[key] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`guest-${key}`}
        size="small"
        value={form.values[key]}
        onValueChange={(v) => form.change({ [key]: v })}
        onBlur={() => form.blur(key)}
        intent={form.errors[key] ? 'danger' : 'none'}
        aria-invalid={form.errors[key] ? true : undefined}
        placeholder={extra.placeholder}
        dir={extra.ltr ? 'ltr' : undefined}
        autoFocus={key === 'name'}
        autoComplete="off"
      />
    </FormGroup>
  )
  return (
    <form className="sg-panel sg-form" onSubmit={form.submit} noValidate aria-label={t.lend}>
      {form.formError ? (
        <Callout intent="danger" compact>
          {form.formError}
        </Callout>
      ) : null}
      {field('name', t.name)}
      {field('hostName', t.host, { placeholder: t.hostPlaceholder })}
      {field('phone', t.phone, { ltr: true })}
      {field('note', t.note)}
      <div className="sg-panel__actions">
        <Button size="small" type="submit" intent="primary" icon="tick" loading={form.saving} text={t.save} />
        <Button size="small" variant="minimal" text={t.cancel} onClick={onDone} />
      </div>
    </form>
  )
}
