import {
  Button,
  InputGroup,
  LastChangeLine,
  Menu,
  MenuItem,
  SegmentedControl,
  Switch,
  formatDateTime,
} from '@seats/sdk'
import {
  personDisplayName,
  reportSourceLabels,
  seatName,
  type ActivityEntry,
  type CellKind,
  type Report,
} from '@seats/contracts'
import { useMemo, useState, type ReactNode } from 'react'
import { editorTexts } from '../editor-texts'
import { filterPersons, type PersonDirectory } from '../model/person-directory'

/** Matches offered under the search box. */
const MATCHES_SHOWN = 6

export interface SeatPopoverProps {
  /** The row's letter; null for a row without seats. */
  rowLabel: string | null
  col: number
  kind: CellKind
  number: number | null
  people: readonly number[]
  directory: PersonDirectory
  /** How many seats each person holds on this map (to say so beside their name). */
  seatCountOf(personId: number): number
  onAssign(personId: number): void
  onUnassign(personId: number): void
  onClear(): void
  /** The chosen date's reports of the people here; cancelling one is offered when `onCancel` is given. */
  reports?: {
    of(personId: number): Report | undefined
    reverse: boolean
    dateName: string | null
    onCancel?(report: Report): void
  }
  /** Without it the card only seats and unseats (the seat list changes no layout). */
  onSetKind?(kind: CellKind): void
  /** The seat is marked 'מקום נגיש'. */
  accessible?: boolean
  /** Marks or unmarks the seat as accessible; offered with the kind, on a seat only. */
  onSetAccessible?(accessible: boolean): void
  onClose(): void
  /** Opens a worshipper's dialog, to correct a name or phone from the seat. */
  onEditPerson?(personId: number): void
  /** Who last changed this seat, and when (the team's activity list). */
  lastChange?: ActivityEntry | null
  /** What the chosen date adds to a seat (its guest), under its worshippers. */
  dateSection?: ReactNode
}

/** A seat's card: who sits there (remove), who to add (search), and the cell's kind. Fully keyboard-usable. */
export function SeatPopover(props: SeatPopoverProps) {
  const { rowLabel, col, kind, number, people, directory } = props
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const title =
    kind === 'seat' && number !== null && rowLabel !== null
      ? seatName(rowLabel, number)
      : editorTexts.cellPlace(rowLabel, col)
  const matches = useMemo(
    () =>
      query.trim()
        ? filterPersons(directory, query, 'all', () => false)
            .filter((p) => !people.includes(p.id))
            .slice(0, MATCHES_SHOWN)
        : [],
    [directory, query, people],
  )

  const add = (personId: number) => {
    props.onAssign(personId)
    setQuery('')
    setActive(0)
  }

  return (
    <div
      className="me-popover"
      role="dialog"
      aria-label={title}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        props.onClose()
      }}
    >
      <div className="me-popover__head">
        <strong>{title}</strong>
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          aria-label={editorTexts.close}
          onClick={props.onClose}
        />
      </div>
      {props.onSetKind ? (
        <SegmentedControl
          size="small"
          fill
          aria-label={editorTexts.popoverKind}
          value={kind}
          onValueChange={(v) => props.onSetKind?.(v as CellKind)}
          options={[
            { value: 'seat', label: editorTexts.kindSeat },
            { value: 'aisle', label: editorTexts.kindAisle },
            { value: 'blocked', label: editorTexts.kindBlocked },
          ]}
        />
      ) : null}
      {kind === 'seat' && props.onSetAccessible ? (
        <Switch
          className="me-popover__accessible"
          checked={props.accessible ?? false}
          label={`♿ ${editorTexts.accessibleSeat}`}
          // Named without the glyph, which a reader would say aloud.
          aria-label={editorTexts.accessibleSeat}
          title={editorTexts.accessibleHint}
          onChange={(e) => props.onSetAccessible?.(e.currentTarget.checked)}
        />
      ) : null}
      {kind === 'seat' ? (
        <>
          {people.length === 0 ? (
            <p className="me-popover__empty">{editorTexts.nobodyHere}</p>
          ) : (
            <ul className="me-popover__people">
              {people.map((id) => {
                const name = directory.fullName(id)
                const seats = props.seatCountOf(id)
                const report = props.reports?.of(id)
                return (
                  <li key={id} data-person-id={id}>
                    <span className="me-popover__name">{name}</span>
                    {seats > 1 ? (
                      <span className="me-popover__multi">{editorTexts.personSeatsCount(seats)}</span>
                    ) : null}
                    {report && props.reports?.onCancel ? (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="undo"
                        aria-label={editorTexts.cancelReportOf(name)}
                        title={editorTexts.cancelReportOf(name)}
                        onClick={() => props.reports?.onCancel?.(report)}
                      />
                    ) : null}
                    {props.onEditPerson ? (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="edit"
                        aria-label={editorTexts.editPerson(name)}
                        title={editorTexts.editPerson(name)}
                        onClick={() => props.onEditPerson?.(id)}
                      />
                    ) : null}
                    <Button
                      size="small"
                      variant="minimal"
                      icon="cross"
                      aria-label={editorTexts.removeFromSeat(name)}
                      title={editorTexts.removeFromSeat(name)}
                      onClick={() => props.onUnassign(id)}
                    />
                    {report ? (
                      <span className="me-popover__report" data-report-id={report.id}>
                        {editorTexts.reportLine(
                          editorTexts.reportKind(props.reports!.reverse),
                          reportSourceLabels[report.source],
                          formatDateTime(report.createdAt),
                        )}
                      </span>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          )}
          <InputGroup
            autoFocus
            size="small"
            leftIcon="new-person"
            placeholder={editorTexts.addPerson}
            aria-label={editorTexts.addPerson}
            value={query}
            onValueChange={(v) => (setQuery(v), setActive(0))}
            onKeyDown={(e) => {
              const match = matches[active]
              if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, matches.length - 1))
              else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
              else if (e.key === 'Enter' && match) add(match.id)
              else return
              e.preventDefault()
            }}
          />
          {query.trim() ? (
            matches.length > 0 ? (
              <Menu size="small" className="me-popover__matches" role="listbox">
                {matches.map((p, i) => (
                  <MenuItem
                    key={p.id}
                    text={personDisplayName(p)}
                    label={p.phone}
                    active={i === active}
                    onClick={() => add(p.id)}
                    roleStructure="listoption"
                  />
                ))}
              </Menu>
            ) : (
              <p className="me-popover__empty">{editorTexts.noMatches}</p>
            )
          ) : null}
          {people.length > 1 ? (
            <Button
              size="small"
              variant="outlined"
              intent="danger"
              icon="eraser"
              text={editorTexts.clearSeat}
              onClick={props.onClear}
            />
          ) : null}
        </>
      ) : null}
      {kind === 'seat' ? props.dateSection : null}
      {props.lastChange ? <LastChangeLine entry={props.lastChange} /> : null}
    </div>
  )
}
