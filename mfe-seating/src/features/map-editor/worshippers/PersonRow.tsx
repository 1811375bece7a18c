import { Icon } from '@seats/sdk'
import {
  formatPhone,
  personDisplayName,
  shortSeatName,
  type Person,
  type SeatNumbering,
} from '@seats/contracts'
import { Fragment, memo } from 'react'
import { editorTexts } from '../editor-texts'
import { colOf, rowOf, type CellKey } from '../model/editor-state'

/** The option's id, for the list's aria-activedescendant. */
export const optionId = (personId: number) => `me-person-${personId}`
/** Seat badges shown on a row before "+N". */
const BADGES_SHOWN = 2

const seatText = (key: CellKey, numbering: SeatNumbering) => {
  const n = numbering.numberAt(rowOf(key), colOf(key))
  const row = numbering.rowLabel(rowOf(key))
  return n === null || row === null ? '' : shortSeatName(row, n)
}

export interface PersonRowProps {
  person: Person
  seats: readonly CellKey[] | undefined
  numbering: SeatNumbering
  top: number
  index: number
  setSize: number
  active: boolean
  onPersonPointerDown(e: React.PointerEvent<HTMLElement>, personId: number): void
  onShowSeat(key: CellKey): void
  onUnseat(personId: number): void
  onPick: ((personId: number) => void) | undefined
  /** Opens the worshipper's dialog. */
  onEdit?: ((personId: number) => void) | undefined
  picked: boolean
}

/** One worshipper of the list: name and phone, the seats they hold on this map, unseat. */
export const PersonRow = memo(function PersonRow({
  person,
  seats,
  numbering,
  top,
  index,
  setSize,
  active,
  onPersonPointerDown,
  onShowSeat,
  onUnseat,
  onPick,
  onEdit,
  picked,
}: PersonRowProps) {
  const name = personDisplayName(person)
  const count = seats?.length ?? 0
  const seatNames = seats?.map((key) => seatText(key, numbering)) ?? []
  return (
    <li
      id={optionId(person.id)}
      role="option"
      aria-selected={picked}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={`me-person${count > 0 ? ' me-person--seated' : ''}${picked ? ' me-person--picked' : ''}${active ? ' me-person--active' : ''}`}
      style={{ top }}
      data-person-id={person.id}
      onPointerDown={(e) => onPersonPointerDown(e, person.id)}
      // A tap (a click that came from a touch) picks; a mouse drags instead.
      onClick={(e) => {
        if (!onPick || (e.target as HTMLElement).closest('[data-action]')) return
        if ((e.nativeEvent as PointerEvent).pointerType === 'touch') onPick(person.id)
      }}
      title={onPick ? editorTexts.pickHint : editorTexts.dragHint}
    >
      <Icon icon="drag-handle-vertical" className="me-person__grip" size={14} />
      <span className="me-person__text">
        <span className="me-person__name">{name}</span>
        {/* Read as one sentence: the option's name is its text, so the pauses are written in. */}
        <span className="sr-only">, </span>
        <span className="me-person__phone" dir="ltr">
          {formatPhone(person.phone)}
        </span>
      </span>
      <span className="me-person__seats">
        <span className="sr-only">, </span>
        {count === 0 ? (
          <span className="me-person__none">{editorTexts.notSeated}</span>
        ) : (
          <span className="sr-only">{editorTexts.personSeatedIn} </span>
        )}
        {seats?.slice(0, BADGES_SHOWN).map((key, i) => (
          <Fragment key={key}>
            {i > 0 ? <span className="sr-only">, </span> : null}
            <span
              className="me-seat-badge"
              data-action="show-seat"
              onClick={() => onShowSeat(key)}
              title={editorTexts.showSeat(seatNames[i]!)}
            >
              {seatNames[i]}
            </span>
          </Fragment>
        ))}
        {count > BADGES_SHOWN ? (
          <span className="me-seat-badge me-seat-badge--more">+{count - BADGES_SHOWN}</span>
        ) : null}
        {onEdit ? (
          <span
            className="me-person__unseat me-person__edit"
            data-action="edit"
            onClick={() => onEdit(person.id)}
            title={editorTexts.editPerson(name)}
          >
            <Icon icon="edit" size={12} />
          </span>
        ) : null}
        {count > 0 ? (
          <span
            className="me-person__unseat"
            data-action="unseat"
            onClick={() => onUnseat(person.id)}
            title={editorTexts.unseatPerson(name)}
          >
            <Icon icon="cross" size={12} />
          </span>
        ) : null}
      </span>
    </li>
  )
})
