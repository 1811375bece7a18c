import { Button, Dialog, DialogBody, DialogFooter, PlatformProvider } from '@seats/sdk'
import { contactFormTexts } from './contact-texts'

/** The popup for a lead the server refused; Blueprint's Dialog, so it loads only when it opens. */
export default function ContactErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <PlatformProvider>
      <Dialog
        isOpen
        onClose={onClose}
        title={contactFormTexts.errorTitle}
        icon="error"
        className="landing-contact__error"
      >
        <DialogBody>
          <p role="alert">{message}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <Button intent="primary" onClick={onClose}>
              {contactFormTexts.close}
            </Button>
          }
        />
      </Dialog>
    </PlatformProvider>
  )
}
