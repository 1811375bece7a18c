import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  Icon,
  InputGroup,
  Radio,
  RadioGroup,
  useCheckedForm,
  FormDialogFooter,
} from '@seats/sdk'
import {
  isValidPhone,
  normalizePhone,
  personDisplayName,
  type Person,
  type PersonGender,
  type PersonInput,
} from '@seats/contracts'
import { useMemo } from 'react'
import { checkPersonValues, personFields, type PersonField, type PersonValues } from '../person-form'
import { personsApi } from '../persons-api'

export const PERSON_DIALOG_TITLES = { add: 'הוספת מתפלל', edit: 'עריכת מתפלל' } as const

const labels: Record<PersonField, string> = { firstName: 'שם פרטי', lastName: 'שם משפחה', phone: 'טלפון' }
/** Optional: messages about the worshipper (a report's toast) then use the right grammatical form. */
const genderChoices: { value: '' | PersonGender; label: string }[] = [
  { value: '', label: 'לא צוין' },
  { value: 'male', label: 'גבר' },
  { value: 'female', label: 'אישה' },
]

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
  const editing = person !== undefined
  const { values, errors, formError, saving, change, blur, submit } = useCheckedForm({
    initial: (): PersonValues => ({
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      phone: person?.phone ?? '',
      gender: person?.gender ?? null,
    }),
    check: checkPersonValues,
    fieldOrder: personFields,
    idPrefix: 'person',
    save: (input: PersonInput) => (editing ? personsApi.update(person.id, input) : personsApi.create(input)),
    onSaved,
  })
  const sharing = useMemo(
    () => sharingPhone(existing, values.phone, person?.id),
    [existing, values.phone, person],
  )
  const sharedNote =
    sharing.length > 0
      ? `הטלפון הזה כבר רשום אצל ${sharing.map(personDisplayName).join(', ')} (למשל טלפון משותף של משפחה). אפשר לשמור בכל זאת.`
      : null

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
                onValueChange={(v) => change({ [field]: v })}
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
          <RadioGroup
            className="persons-dialog__gender"
            label="מין (לא חובה)"
            inline
            selectedValue={values.gender ?? ''}
            onChange={(e) => change({ gender: (e.currentTarget.value || null) as PersonGender | null })}
          >
            {genderChoices.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} />
            ))}
          </RadioGroup>
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
