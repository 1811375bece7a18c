import { Button, useIsPhone } from '@seats/sdk'
import { useState } from 'react'
import { guestsTexts as t } from './guests-texts'
import { PartyDialog, type PartyDialogProps } from './PartyDialog'

/**
 * The map toolbar's way to seat a party on the chosen date; the dialog mounts only while open. Not on a
 * phone: its toolbar has room for the date alone, and a single guest is still seated from the seat card.
 */
export function PartyButton(props: Omit<PartyDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false)
  const phone = useIsPhone()
  if (phone) return null
  return (
    <>
      {/* An icon beside the date's tools: the toolbar stays one line on a laptop with a long event name. */}
      <Button
        icon="people"
        variant="minimal"
        aria-label={t.partyOpen}
        title={t.partyOpen}
        onClick={() => setOpen(true)}
      />
      {open ? <PartyDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
