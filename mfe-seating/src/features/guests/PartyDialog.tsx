import {
  GUEST_NAME_MAX,
  findPartySeats,
  guestInputSchema,
  type Guest,
  type PartySeats,
} from '@seats/contracts'
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  HTMLSelect,
  toast,
} from '@seats/sdk'
import { useState } from 'react'
import type { EditorState } from '../map-editor'
import { guestsApi } from '../date-guests'
import { guestsTexts as t } from './guests-texts'
import { describeBlock, partyHallOf, seatsOfBlock } from './party-hall'

export const PARTY_MAX = 40
/** A party is two or more; the select offers every size up to PARTY_MAX. */
const PARTY_SIZES = Array.from({ length: PARTY_MAX - 1 }, (_, i) => i + 2)

export interface PartyDialogProps {
  mapId: number
  /** The editor's map as it is now (read when the warden searches). */
  state(): EditorState
  date: {
    date: string
    eventId: number | null
    name: string
    reported: ReadonlySet<number>
    reverse: boolean
  }
  /** The date's guests on this map: their seats are no longer free. */
  guests: readonly Guest[]
  onClose(): void
}

/**
 * Seats for a party on the chosen date: the warden names it and says how many, the map proposes the best
 * block of free seats together (or the closest split), and the warden confirms; each seat becomes a guest's.
 */
export function PartyDialog({ mapId, state, date, guests, onClose }: PartyDialogProps) {
  const [name, setName] = useState('')
  const [count, setCount] = useState(5)
  const [notFrontRow, setNotFrontRow] = useState(false)
  const [nearEntrance, setNearEntrance] = useState(false)
  const [nameError, setNameError] = useState<string | null>(null)
  const [found, setFound] = useState<PartySeats | null>(null)
  const [seating, setSeating] = useState(false)
  const hasEntrance = state().elements.some((e) => e.kind === 'entrance')

  const search = () => {
    const checked = guestInputSchema.shape.name.safeParse(name)
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? t.partyNameMissing)
      document.getElementById('party-name')?.focus()
      return
    }
    setNameError(null)
    const hall = partyHallOf(state(), { ...date, guests })
    setFound(findPartySeats(hall, count, { notFrontRow, nearEntrance: hasEntrance && nearEntrance }))
  }

  const confirm = async () => {
    if (!found || found.kind === 'none') return
    const now = state()
    const seats = found.blocks.flatMap((block) => seatsOfBlock(now, block))
    setSeating(true)
    let done = 0
    try {
      for (const seat of seats) {
        await guestsApi.lend({
          mapId,
          row: seat.row,
          col: seat.col,
          date: date.date,
          eventId: date.eventId,
          name: name.trim(),
        })
        done++
      }
      toast.success(t.partySeated(name.trim(), seats.length))
      onClose()
    } catch (error) {
      // The seats already lent stay lent (each is the party's): say how far it got.
      toast.failure(t.partyFailed(done, seats.length), error)
      setSeating(false)
      setFound(null)
    }
  }

  const proposal =
    found === null ? null : found.kind === 'none' ? (
      <Callout intent="warning" icon="warning-sign" data-testid="party-proposal">
        {t.partyNone(count, date.name)}
      </Callout>
    ) : (
      <Callout intent="primary" icon="people" data-testid="party-proposal">
        {found.kind === 'together'
          ? t.partyTogether(count, describeBlock(state(), found.blocks[0]))
          : t.partySplit(
              count,
              describeBlock(state(), found.blocks[0]),
              describeBlock(state(), found.blocks[1]),
            )}
      </Callout>
    )

  return (
    <Dialog isOpen onClose={onClose} title={t.partyTitle(date.name)} icon="people" className="sg-party">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (found && found.kind !== 'none') void confirm()
          else search()
        }}
        noValidate
      >
        <DialogBody>
          <FormGroup
            label={t.partyName}
            labelFor="party-name"
            helperText={nameError ? <span id="party-name-error">{nameError}</span> : t.partyNameHint}
            intent={nameError ? 'danger' : 'none'}
          >
            <InputGroup
              id="party-name"
              value={name}
              maxLength={GUEST_NAME_MAX}
              onValueChange={(v) => (setName(v), setFound(null))}
              intent={nameError ? 'danger' : 'none'}
              aria-invalid={nameError ? true : undefined}
              placeholder={t.partyNamePlaceholder}
              autoFocus
              autoComplete="off"
            />
          </FormGroup>
          <FormGroup label={t.partyCount} labelFor="party-count">
            <HTMLSelect
              id="party-count"
              value={count}
              onChange={(e) => (setCount(Number(e.currentTarget.value)), setFound(null))}
            >
              {PARTY_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Checkbox
            label={t.partyNotFrontRow}
            checked={notFrontRow}
            onChange={(e) => (setNotFrontRow(e.currentTarget.checked), setFound(null))}
          />
          <Checkbox
            label={hasEntrance ? t.partyNearEntrance : t.partyNoEntrance}
            checked={hasEntrance && nearEntrance}
            disabled={!hasEntrance}
            onChange={(e) => (setNearEntrance(e.currentTarget.checked), setFound(null))}
          />
          {proposal}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.cancel} variant="minimal" onClick={onClose} />
              {found && found.kind !== 'none' ? (
                <>
                  <Button text={t.partyAgain} onClick={search} disabled={seating} />
                  <Button
                    type="submit"
                    intent="primary"
                    icon="tick"
                    loading={seating}
                    text={t.partyConfirm}
                  />
                </>
              ) : (
                <Button type="submit" intent="primary" icon="search" text={t.partySearch} />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  )
}
