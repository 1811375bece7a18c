import { Button, DialogFooter } from '../blueprint'
import { formDialogTexts } from '../strings/he'

export interface FormDialogFooterProps {
  /** A new item says "הוספה"; an existing one "שמירה". */
  adding: boolean
  saving: boolean
  onCancel: () => void
  /** Set when the form may not be sent yet (the client-side check fails). */
  disabled?: boolean
  /** Instead of "הוספה" / "שמירה" (e.g. "שליחה"). */
  submitText?: string
}

/** The footer of an add/edit form dialog: cancel, and the form's submit button that spins while saving. */
export function FormDialogFooter({ adding, saving, onCancel, disabled, submitText }: FormDialogFooterProps) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text={formDialogTexts.cancel} variant="outlined" onClick={onCancel} />
          <Button
            type="submit"
            intent="primary"
            text={submitText ?? (adding ? formDialogTexts.add : formDialogTexts.save)}
            loading={saving}
            disabled={disabled}
          />
        </>
      }
    />
  )
}
