import { Button, Callout, Dialog, DialogBody, DialogFooter, navigate } from '@seats/sdk'
import { personLimitTexts, SUBSCRIPTION_PATH } from '../person-limit'
import { PERSON_DIALOG_TITLES } from './person-dialog-titles'

/** Instead of the add form when the plan is full: why nothing can be added, once, and where to go. */
export function PersonLimitDialog({ maxPeople, onClose }: { maxPeople: number; onClose: () => void }) {
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={PERSON_DIALOG_TITLES.add}
      icon="new-person"
      className="persons-dialog"
    >
      <DialogBody>
        <Callout intent="warning" icon="people" role="alert" data-testid="persons-limit">
          {personLimitTexts.full(maxPeople)}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="סגירה" variant="outlined" onClick={onClose} />
            <Button
              intent="primary"
              icon="credit-card"
              text={personLimitTexts.upgrade}
              onClick={() => {
                onClose()
                navigate(SUBSCRIPTION_PATH)
              }}
            />
          </>
        }
      />
    </Dialog>
  )
}
