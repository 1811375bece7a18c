import { Button, Callout, Dialog, DialogBody, FormGroup, Icon, InputGroup } from '@blueprintjs/core'
import { isValidPhone, normalizePhone, type Person } from '@seats/contracts'
import { toast, toastTexts } from '@seats/sdk'
import { useMemo, useState, type FormEvent } from 'react'
import {
  checkPerson,
  personFields,
  serverErrors,
  type PersonField,
  type PersonFieldErrors,
} from '../person-form'
import { personsApi } from '../persons-api'
import { FormDialogFooter } from '../../shared-ui/FormDialogFooter'

export const PERSON_DIALOG_TITLES = { add: 'הוספת מתפלל', edit: 'עריכת מתפלל' } as const

const labels: Record<PersonField, string> = { firstName: 'שם פרטי', lastName: 'שם משפחה', phone: 'טלפון' }

interface PersonDialogProps {
  /** The person to edit; undefined adds a new one. */
  person?: Person
  onClose: () => void
  onSaved: (person: Person) => void
  /** Offered when adding: close this dialog and import a whole list from a file. */
  onImport?: () => void
  /** The account's worshippers, to warn when the phone is already someone else's (as the import does). */
  existing?: readonly Person[]
}

/** The other worshippers who already have this phone (a family's shared phone is allowed, but said). */
function sharingPhone(existing: readonly Person[], phone: string, self: number | undefined): Person[] {
  const digits = normalizePhone(phone)
  if (!isValidPhone(digits)) return []
  return existing.filter((p) => p.phone === digits && p.id !== self)
}

/** Add or edit one worshipper: all three fields required, errors under each field. */
export function PersonDialog({ person, onClose, onSaved, onImport, existing = [] }: PersonDialogProps) {
  const [values, setValues] = useState<Record<PersonField, string>>({
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    phone: person?.phone ?? '',
  })
  const [errors, setErrors] = useState<PersonFieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const editing = person !== undefined
  const sharing = useMemo(
    () => sharingPhone(existing, values.phone, person?.id),
    [existing, values.phone, person],
  )
  const sharedNote =
    sharing.length > 0
      ? `הטלפון הזה כבר רשום אצל ${sharing.map((p) => `${p.firstName} ${p.lastName}`.trim()).join(', ')} (למשל טלפון משותף של משפחה). אפשר לשמור בכל זאת.`
      : null

  const change = (field: PersonField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    // An error stays until the field is fixed, then goes at once.
    if (errors[field]) {
      const check = checkPerson({ ...values, [field]: value })
      setErrors((e) => ({ ...e, [field]: check.ok ? undefined : check.errors[field] }))
    }
  }

  const blur = (field: PersonField) => {
    if (!values[field].trim()) return
    const check = checkPerson(values)
    setErrors((e) => ({ ...e, [field]: check.ok ? undefined : check.errors[field] }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkPerson(values)
    if (!check.ok) {
      setErrors(check.errors)
      const first = personFields.find((f) => check.errors[f])
      if (first) document.getElementById(`person-${first}`)?.focus()
      return
    }
    setSaving(true)
    setFormError(null)
    try {
      const saved = editing
        ? await personsApi.update(person.id, check.input)
        : await personsApi.create(check.input)
      toast.success(toastTexts.updateSuccess)
      onSaved(saved)
    } catch (error) {
      const { fields, message } = serverErrors(error)
      setErrors(fields)
      setFormError(message)
      toast.error(toastTexts.updateFailure, message ?? Object.values(fields)[0])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={editing ? PERSON_DIALOG_TITLES.edit : PERSON_DIALOG_TITLES.add}
      icon={editing ? 'edit' : 'new-person'}
      className="persons-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {!editing && onImport ? (
            <div className="persons-dialog__import">
              <Icon icon="th-list" className="persons-dialog__import-icon" />
              <span>יש לכם רשימה ב-Excel או CSV?</span>
              <Button
                variant="minimal"
                intent="primary"
                size="small"
                icon="import"
                text="ייבוא מקובץ"
                onClick={onImport}
              />
            </div>
          ) : null}
          {formError ? (
            <Callout intent="danger" compact className="persons-dialog__error">
              {formError}
            </Callout>
          ) : null}
          {personFields.map((field) => (
            <FormGroup
              key={field}
              label={labels[field]}
              labelFor={`person-${field}`}
              labelInfo="(חובה)"
              helperText={
                errors[field] ? (
                  <span id={`person-${field}-error`}>{errors[field]}</span>
                ) : field === 'phone' && sharedNote ? (
                  <span id="person-phone-shared" role="status">
                    {sharedNote}
                  </span>
                ) : undefined
              }
              intent={errors[field] ? 'danger' : field === 'phone' && sharedNote ? 'warning' : 'none'}
            >
              <InputGroup
                id={`person-${field}`}
                value={values[field]}
                onValueChange={(v) => change(field, v)}
                onBlur={() => blur(field)}
                intent={errors[field] ? 'danger' : 'none'}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `person-${field}-error` : undefined}
                type={field === 'phone' ? 'tel' : 'text'}
                dir={field === 'phone' ? 'ltr' : undefined}
                inputMode={field === 'phone' ? 'tel' : undefined}
                placeholder={field === 'phone' ? '050-1234567' : undefined}
                autoFocus={field === 'firstName'}
                autoComplete="off"
                maxLength={field === 'phone' ? 20 : 60}
              />
            </FormGroup>
          ))}
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
