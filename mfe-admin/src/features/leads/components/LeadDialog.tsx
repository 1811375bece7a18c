import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  TextArea,
  toastTexts,
  useCheckedForm,
  FormDialogFooter,
} from '@seats/sdk'
import type { Lead } from '@seats/contracts'
import { useRef, useState } from 'react'
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
  const saved = useRef(false)
  const form = useCheckedForm({
    initial,
    check: (values: LeadDraft) => checkLeadForm(values, lead),
    fieldOrder: leadFormFields,
    idPrefix: 'lead',
    save: (input) =>
      'create' in input ? leadStore.create(input.create) : leadStore.update(lead!.id, input.update),
    savedText: editing ? toastTexts.updateSuccess : 'הליד נוסף',
    failedText: editing ? toastTexts.updateFailure : 'הוספת הליד נכשלה',
    blankShowsOnLeave: true,
    onSaved: (result) => {
      saved.current = true
      onSaved(result)
    },
  })

  const close = () => {
    // An unfinished new lead waits in the store's form for the next time.
    if (!editing && !saved.current) leadStore.setDraft(form.values)
    onClose()
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
      <form onSubmit={form.submit} noValidate aria-label={title}>
        <DialogBody>
          {form.formError ? (
            <Callout intent="danger" compact className="admin-form-error" role="alert">
              {form.formError}
            </Callout>
          ) : null}
          <div className="admin-form-grid">
            {leadFormFields.map((field) => {
              const error = form.errors[field]
              const common = {
                id: `lead-${field}`,
                value: form.values[field],
                onBlur: () => form.blur(field),
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
                      onChange={(e) => form.change({ [field]: e.currentTarget.value })}
                      intent={error ? 'danger' : 'none'}
                    />
                  ) : (
                    <InputGroup
                      {...common}
                      onValueChange={(v) => form.change({ [field]: v })}
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
        <FormDialogFooter adding={!editing} saving={form.saving} onCancel={close} />
      </form>
    </Dialog>
  )
}
