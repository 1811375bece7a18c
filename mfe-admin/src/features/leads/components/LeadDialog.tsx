import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  TextArea,
  serverFieldErrors,
  toast,
  toastTexts,
  useFormFields,
  type FieldErrors,
  FormDialogFooter,
} from '@seats/sdk'
import type { Lead } from '@seats/contracts'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import {
  checkLeadForm,
  leadFieldLabels,
  leadFormFields,
  leadFormValues,
  type LeadFormField,
} from '../lead-form'
import { leadStore, type LeadDraft } from '../lead-store'

interface LeadDialogProps {
  /** The lead to edit; without one the dialog adds a lead by hand. */
  lead?: Lead
  /** Known sources, offered while typing one. */
  sources?: string[]
  onClose: () => void
  onSaved: (lead: Lead) => void
}

/** Add a lead by hand (what was typed stays until it is created), or edit a lead's details. */
export function LeadDialog({ lead, sources = [], onClose, onSaved }: LeadDialogProps) {
  const editing = lead !== undefined
  const [initial] = useState<LeadDraft>(() => (lead ? leadFormValues(lead) : leadStore.get().draft))
  const validate = useCallback(
    (values: LeadDraft): FieldErrors<LeadFormField> => {
      const check = checkLeadForm(values, lead)
      return check.ok ? {} : check.errors
    },
    [lead],
  )
  const form = useFormFields<LeadFormField>({ initial, validate })
  const [saving, setSaving] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const saved = useRef(false)

  const close = () => {
    // An unfinished new lead waits in the store's form for the next time.
    if (!editing && !saved.current) leadStore.setDraft(form.values)
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    form.touchAll()
    const check = checkLeadForm(form.values, lead)
    if (!check.ok) {
      const first = leadFormFields.find((f) => check.errors[f])
      if (first) document.getElementById(`lead-${first}`)?.focus()
      return
    }
    setSaving(true)
    setFormError(null)
    try {
      const result =
        check.update && lead
          ? await leadStore.update(lead.id, check.update)
          : await leadStore.create(check.create!)
      saved.current = true
      toast.success(editing ? toastTexts.updateSuccess : 'הליד נוסף')
      onSaved(result)
    } catch (error) {
      const { fields, message } = serverFieldErrors(error, leadFormFields)
      form.setServerErrors(fields)
      setFormError(message)
      toast.error(
        editing ? toastTexts.updateFailure : 'הוספת הליד נכשלה',
        message ?? Object.values(fields)[0],
      )
    } finally {
      setSaving(false)
    }
  }

  const title = editing ? 'עריכת ליד' : 'הוספת ליד'
  const required: Record<LeadFormField, boolean> = {
    name: true,
    phone: true,
    email: !editing,
    source: editing,
    message: false,
  }

  return (
    <Dialog
      isOpen
      onClose={close}
      title={title}
      icon={editing ? 'edit' : 'add'}
      className="admin-dialog lead-dialog"
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          {formError ? (
            <Callout intent="danger" compact className="admin-form-error" role="alert">
              {formError}
            </Callout>
          ) : null}
          <div className="admin-form-grid">
            {leadFormFields.map((field) => {
              const error = form.errors[field]
              const common = {
                id: `lead-${field}`,
                value: form.values[field],
                onBlur: () => form.touch(field),
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `lead-${field}-error` : undefined,
              }
              return (
                <FormGroup
                  key={field}
                  label={leadFieldLabels[field]}
                  labelFor={`lead-${field}`}
                  labelInfo={required[field] ? '(חובה)' : undefined}
                  helperText={error ? <span id={`lead-${field}-error`}>{error}</span> : undefined}
                  intent={error ? 'danger' : 'none'}
                  className={field === 'message' ? 'admin-form-grid__full' : undefined}
                >
                  {field === 'message' ? (
                    <TextArea
                      {...common}
                      fill
                      rows={4}
                      maxLength={2000}
                      onChange={(e) => form.setValue(field, e.currentTarget.value)}
                      intent={error ? 'danger' : 'none'}
                    />
                  ) : (
                    <InputGroup
                      {...common}
                      onValueChange={(v) => form.setValue(field, v)}
                      intent={error ? 'danger' : 'none'}
                      autoFocus={field === 'name'}
                      autoComplete="off"
                      type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
                      dir={field === 'phone' || field === 'email' ? 'ltr' : undefined}
                      list={field === 'source' ? 'lead-sources' : undefined}
                      maxLength={
                        field === 'email' ? 254 : field === 'phone' ? 30 : field === 'source' ? 50 : 100
                      }
                    />
                  )}
                </FormGroup>
              )
            })}
          </div>
          <datalist id="lead-sources">
            {sources.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={saving} onCancel={close} />
      </form>
    </Dialog>
  )
}
