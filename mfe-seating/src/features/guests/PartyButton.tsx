import { Button, useIsPhone } from '@seats/sdk'
import { useState } from 'react'
import { guestsTexts as t } from './guests-texts'
import { PartyDialog, type PartyDialogProps } from './PartyDialog'

/** The map toolbar's way to seat a party on the chosen date; the dialog mounts only while open. */
export function PartyButton(props: Omit<PartyDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false)
  // The phone's toolbar has room for the icon only; its name is still read out.
  const phone = useIsPhone()
  return (
    <>
      <Button
        icon="people"
        variant="minimal"
        text={phone ? undefined : t.partyOpen}
        aria-label={phone ? t.partyOpen : undefined}
        onClick={() => setOpen(true)}
      />
      {open ? <PartyDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
