import { Button, confirmDialog, followPageTheme, toast, toastTexts, Tooltip } from '@seats/sdk'
import { useState, type PointerEvent } from 'react'
import { householdsApi } from '../households-api'
import { groupedText, worshippersText } from '../household-list'

const GROUP_BUTTON_TEXT = 'קיבוץ אוטומטי לפי טלפון'
const GROUP_HELP =
  'כל מתפלל שאינו במשפחה מצורף לאחת: מתפללים עם אותו מספר טלפון הופכים למשפחה אחת, וכל מתפלל אחר למשפחה משלו. משפחות קיימות אינן משתנות.'
const HELP_ID = 'households-group-help'

interface GroupByPhoneButtonProps {
  /** Worshippers in no household: nothing to group when none. */
  ungrouped: number
  onGrouped: () => void
}

/** Puts every worshipper in no household into one, by shared phone, after saying what it will make. */
export function GroupByPhoneButton({ ungrouped, onGrouped }: GroupByPhoneButtonProps) {
  const [busy, setBusy] = useState(false)
  // A tap arrives as a hover that never leaves: a finger gets the explanation in the confirmation instead.
  const [touched, setTouched] = useState(false)
  const notePointer = (e: PointerEvent) => setTouched(e.pointerType === 'touch')

  async function group() {
    // One click makes many households that are undone one by one: it is asked first.
    const confirmed = await confirmDialog({
      title: GROUP_BUTTON_TEXT,
      text: `${ungrouped === 1 ? 'מתפלל אחד ללא משפחה יצורף' : `${worshippersText(ungrouped)} ללא משפחה יצורפו`} למשפחות:`,
      details: [
        'מתפללים עם אותו מספר טלפון: משפחה אחת, למשל "משפחת כהן".',
        'כל מתפלל אחר: משפחה משלו.',
        'משפחות קיימות ובני המשפחה שבהן אינם משתנים.',
      ],
      confirmText: 'קיבוץ',
      intent: 'primary',
      icon: 'people',
    })
    if (!confirmed) return
    setBusy(true)
    try {
      const { created, members } = await householdsApi.group()
      if (created === 0) toast.info('כל המתפללים כבר במשפחות')
      else toast.success(groupedText(created, members))
    } catch (err) {
      toast.failure(toastTexts.updateFailure, err)
    } finally {
      setBusy(false)
    }
    onGrouped()
  }

  return (
    <>
      <Tooltip
        {...followPageTheme}
        content={GROUP_HELP}
        placement="bottom"
        disabled={touched}
        popoverClassName="households-group-tip"
      >
        <Button
          icon="people"
          variant="outlined"
          text={GROUP_BUTTON_TEXT}
          loading={busy}
          disabled={ungrouped === 0}
          aria-describedby={HELP_ID}
          onClick={() => void group()}
          onPointerEnter={notePointer}
          onPointerDown={notePointer}
        />
      </Tooltip>
      <span id={HELP_ID} className="sr-only">
        {ungrouped === 0 ? 'כל המתפללים כבר במשפחות. ' : ''}
        {GROUP_HELP}
      </span>
    </>
  )
}
