import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  SegmentedControl,
  TextArea,
  errorMessageOf,
  fieldErrorsFromIssues,
  serverFieldErrors,
  toast,
  toastTexts,
  useCheckedForm,
  type FormCheck,
  FormDialogFooter,
} from '@seats/sdk'
import {
  communicationTypeLabels,
  communicationTypes,
  communicationUpdateSchema,
  type Communication,
  type CommunicationType,
  type CommunicationUpdateInput,
} from '@seats/contracts'
import { leadStore } from '../lead-store'

type Field = 'type' | 'content'
type CommunicationValues = Record<Field, string>
const fields: Field[] = ['type', 'content']

function checkCommunication(
  values: CommunicationValues,
): FormCheck<CommunicationValues, CommunicationUpdateInput> {
  const parsed = communicationUpdateSchema.safeParse(values)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, fields) }
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
  const failureTitle = editing ? toastTexts.communicationEditFailure : toastTexts.communicationAddFailure
  const form = useCheckedForm({
    initial: (): CommunicationValues => ({
      type: communication?.type ?? 'call',
      content: communication?.content ?? '',
    }),
    check: checkCommunication,
    fieldOrder: ['content'],
    idPrefix: 'communication',
    save: (input) =>
      communication
        ? leadStore.updateCommunication(communication.id, input)
        : leadStore.addCommunication({ leadId, ...input }),
    savedText: editing ? toastTexts.updateSuccess : 'ההתקשרות נוספה',
    blankShowsOnLeave: true,
    refused: (error) => {
      const { fields: named, message } = serverFieldErrors(error, fields)
      toast.failure(failureTitle, error, message ?? Object.values(named)[0])
      // Seed §8: the failure is a popup; the reason stays in the dialog too.
      return { fields: named, message: message ?? errorMessageOf(error) }
    },
    onSaved: onClose,
  })

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
      <form onSubmit={form.submit} noValidate aria-label={title}>
        <DialogBody>
          {form.formError ? (
            <Callout intent="danger" compact className="admin-form-error" role="alert" title={failureTitle}>
              {form.formError}
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
              onValueChange={(value) => form.change({ type: value as CommunicationType })}
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
              onChange={(e) => form.change({ content: e.currentTarget.value })}
              onBlur={() => form.blur('content')}
              intent={error ? 'danger' : 'none'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'communication-content-error' : undefined}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={form.saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
