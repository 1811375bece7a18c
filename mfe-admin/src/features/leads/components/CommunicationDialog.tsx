import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  SegmentedControl,
  TextArea,
  errorMessageOf,
  serverFieldErrors,
  toast,
  toastTexts,
  useFormFields,
  type FieldErrors,
  FormDialogFooter,
} from '@seats/sdk'
import {
  communicationTypeLabels,
  communicationTypes,
  communicationUpdateSchema,
  type Communication,
  type CommunicationType,
} from '@seats/contracts'
import { useState, type FormEvent } from 'react'
import { hebrewFieldErrors } from '../../shared-ui'
import { leadStore } from '../lead-store'

type Field = 'type' | 'content'
const fields: Field[] = ['type', 'content']

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = communicationUpdateSchema.safeParse(values)
  return parsed.success ? {} : hebrewFieldErrors(parsed.error.issues, fields)
}

interface CommunicationDialogProps {
  leadId: number
  /** The communication to edit; without one a new one is added. */
  communication?: Communication
  onClose: () => void
}

/** Add or edit one communication with a lead: its kind (call, email, meeting, other) and what was said. */
export function CommunicationDialog({ leadId, communication, onClose }: CommunicationDialogProps) {
  const editing = communication !== undefined
  const [initial] = useState<Record<Field, string>>(() => ({
    type: communication?.type ?? 'call',
    content: communication?.content ?? '',
  }))
  const form = useFormFields<Field>({ initial, validate })
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    form.touchAll()
    const parsed = communicationUpdateSchema.safeParse(form.values)
    if (!parsed.success) {
      document.getElementById('communication-content')?.focus()
      return
    }
    setSaving(true)
    setFailure(null)
    try {
      if (communication) {
        await leadStore.updateCommunication(communication.id, parsed.data)
        toast.success(toastTexts.updateSuccess)
      } else {
        await leadStore.addCommunication({ leadId, ...parsed.data })
        toast.success('ההתקשרות נוספה')
      }
      onClose()
    } catch (error) {
      const title = editing ? toastTexts.communicationEditFailure : toastTexts.communicationAddFailure
      const { fields: named, message } = serverFieldErrors(error, fields)
      form.setServerErrors(named)
      // Seed §8: the failure is a popup; the reason stays in the dialog too.
      setFailure(message ?? errorMessageOf(error))
      toast.error(title, message ?? Object.values(named)[0])
    } finally {
      setSaving(false)
    }
  }

  const title = editing ? 'עריכת התקשרות' : 'הוספת התקשרות'
  const error = form.errors.content
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      icon={editing ? 'edit' : 'chat'}
      className="admin-dialog communication-dialog"
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          {failure ? (
            <Callout
              intent="danger"
              compact
              className="admin-form-error"
              role="alert"
              title={editing ? toastTexts.communicationEditFailure : toastTexts.communicationAddFailure}
            >
              {failure}
            </Callout>
          ) : null}
          <FormGroup label="סוג ההתקשרות">
            <SegmentedControl
              fill
              role="radiogroup"
              options={communicationTypes.map((type) => ({
                value: type,
                label: communicationTypeLabels[type],
              }))}
              value={form.values.type}
              onValueChange={(value) => form.setValue('type', value as CommunicationType)}
            />
          </FormGroup>
          <FormGroup
            label="תוכן"
            labelFor="communication-content"
            labelInfo="(חובה)"
            helperText={error ? <span id="communication-content-error">{error}</span> : undefined}
            intent={error ? 'danger' : 'none'}
          >
            <TextArea
              id="communication-content"
              fill
              rows={5}
              autoFocus
              maxLength={5000}
              value={form.values.content}
              placeholder="מה נאמר, מה סוכם ומה הצעד הבא"
              onChange={(e) => form.setValue('content', e.currentTarget.value)}
              onBlur={() => form.touch('content')}
              intent={error ? 'danger' : 'none'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'communication-content-error' : undefined}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
