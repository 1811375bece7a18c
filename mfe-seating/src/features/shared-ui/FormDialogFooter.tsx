import { Button, DialogFooter } from '@seats/sdk'

interface FormDialogFooterProps {
  /** A new item says "הוספה"; an existing one "שמירה". */
  adding: boolean
  saving: boolean
  onCancel: () => void
}

/** The footer of an add/edit form dialog: cancel, and the form's submit button that spins while saving. */
export function FormDialogFooter({ adding, saving, onCancel }: FormDialogFooterProps) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text="ביטול" variant="outlined" onClick={onCancel} />
          <Button type="submit" intent="primary" text={adding ? 'הוספה' : 'שמירה'} loading={saving} />
        </>
      }
    />
  )
}
