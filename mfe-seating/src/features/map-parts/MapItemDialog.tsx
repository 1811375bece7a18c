import { Dialog, DialogBody, type IconName, FormDialogFooter } from '@seats/sdk'
import type { FormEvent, ReactNode } from 'react'

interface MapItemDialogProps {
  title: string
  icon: IconName
  adding: boolean
  saving: boolean
  onClose: () => void
  onSubmit: (e: FormEvent) => void
  /** The map drawn beside the form. */
  preview: ReactNode
  children: ReactNode
}

/** The add/edit dialog of an element or a display: the form, with the map beside it as it changes. */
export function MapItemDialog({
  title,
  icon,
  adding,
  saving,
  onClose,
  onSubmit,
  preview,
  children,
}: MapItemDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon} className="map-screen__dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <div className="map-screen__dialog-body">
            <div>{children}</div>
            <div className="map-screen__dialog-preview">{preview}</div>
          </div>
        </DialogBody>
        <FormDialogFooter adding={adding} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
