import { Button, Dialog, DialogBody, DialogFooter, Icon, Link } from '@seats/sdk'
import { tourTexts } from '../tour-texts'

interface TourEndDialogProps {
  isOpen: boolean
  /** The guest who finished the tour is asked to register. */
  guest: boolean
  /** Shown after a guest registered, instead of after the report. */
  registered: boolean
  phoneDisplay: string | null
  onClose(): void
}

/** The end of the tour: what just happened, and what Friday looks like from now on. */
export function TourEndDialog({ isOpen, guest, registered, phoneDisplay, onClose }: TourEndDialogProps) {
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
          {guest && !registered ? (
            <p className="tour-end__guest">
              <Icon icon="user" />
              <span>{tourTexts.endGuest}</span>
            </p>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {guest && !registered ? (
              <Link to="/register" className="bp6-button bp6-intent-primary" onClick={onClose}>
                <span className="bp6-button-text">{tourTexts.register}</span>
              </Link>
            ) : null}
            <Button
              text={tourTexts.close}
              intent={guest && !registered ? 'none' : 'primary'}
              onClick={onClose}
            />
          </>
        }
      />
    </Dialog>
  )
}
