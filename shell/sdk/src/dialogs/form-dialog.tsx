import type { FormEvent, ReactNode } from 'react'
import { Callout, Dialog, DialogBody, type IconName } from '../blueprint'
import { FormDialogFooter, type FormDialogFooterProps } from './form-dialog-footer'

export interface FormDialogProps {
  title: string
  icon: IconName
  /** The dialog's own class, for its width and its parts. */
  className: string
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** A refusal that names no field, shown above the fields. */
  formError?: string | null | undefined
  footer: Omit<FormDialogFooterProps, 'onCancel'>
  children: ReactNode
}

/**
 * An add/edit dialog around one form: its fields, the refusal no field owns above them, and cancel and submit
 * below. The browser's own checks are off: every field is checked and worded in Hebrew by the form.
 */
export function FormDialog({
  title,
  icon,
  className,
  onClose,
  onSubmit,
  formError,
  footer,
  children,
}: FormDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon} className={className}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {formError ? (
            <Callout intent="danger" compact className="seats-form-dialog__error">
              {formError}
            </Callout>
          ) : null}
          {children}
        </DialogBody>
        <FormDialogFooter {...footer} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
