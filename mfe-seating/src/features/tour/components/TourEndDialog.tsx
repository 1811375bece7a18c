import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@seats/sdk'
import { tourTexts } from '../tour-texts'

interface TourEndDialogProps {
  isOpen: boolean
  /** Shown after a guest registered, instead of after the report. */
  registered: boolean
  phoneDisplay: string | null
  onClose(): void
}

/** The end of the tour: what just happened, and what Friday looks like from now on. */
export function TourEndDialog({ isOpen, registered, phoneDisplay, onClose }: TourEndDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={registered ? tourTexts.endRegisteredTitle : tourTexts.endTitle}
      icon="clean"
      className="tour-end"
    >
      <DialogBody>
        <div className="tour-end__body">
          <p>{tourTexts.endBody(phoneDisplay)}</p>
          <p className="tour-end__friday">
            <Icon icon="print" />
            <span>{tourTexts.endFriday}</span>
          </p>
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text={tourTexts.close} intent="primary" onClick={onClose} />} />
    </Dialog>
  )
}
