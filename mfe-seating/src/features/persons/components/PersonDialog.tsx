import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  FormDialogFooter,
  Icon,
  LastChangeLine,
  serverFieldErrors,
  toast,
  useCheckedForm,
  useLastChange,
} from '@seats/sdk'
import {
  changeSubject,
  isValidPhone,
  normalizePhone,
  personDisplayName,
  personFields,
  typedFields,
  type Person,
  type PersonFields,
  type PersonInput,
} from '@seats/contracts'
import { useMemo } from 'react'
import { checkPerson, personValuesOf, sentValues, type PersonValues } from '../person-form'
import { personsApi } from '../persons-api'
import { PersonChoiceField, PersonTextField } from './PersonFieldInputs'

import { roomLeft } from '../person-limit'
import { PERSON_DIALOG_TITLES } from './person-dialog-titles'
import { PersonLimitDialog } from './PersonLimitDialog'

export { PERSON_DIALOG_TITLES }

interface PersonDialogProps {
  /** The person to edit; undefined adds a new one. */
  person?: Person
  onClose: () => void
  onSaved: (person: Person) => void
  /** Offered when adding: close this dialog and import a whole list from a file. */
  onImport?: () => void
  /** The account's worshippers, to warn when the phone is already someone else's (as the import does). */
  existing?: readonly Person[]
  /** The plan's limit of worshippers, when known: at it, adding says so instead of opening the form. */
  maxPeople?: number
  /** The worshipper's fields; the contracts' declaration unless a test gives its own. */
  fields?: PersonFields
}

/** The other worshippers who already have this phone (a family's shared phone is allowed, but said). */
function sharingPhone(existing: readonly Person[], phone: string, self: number | undefined): Person[] {
  const digits = normalizePhone(phone)
  if (!isValidPhone(digits)) return []
  return existing.filter((p) => p.phone === digits && p.id !== self)
}

/** 'שלמה נוסף לרשימת המתפללים': what the add did, in the worshipper's gender. */
export const addedText = (p: Person) =>
  `${personDisplayName(p)} ${p.gender === 'female' ? 'נוספה' : 'נוסף'} לרשימת המתפללים`

/** Add or edit one worshipper; adding to a full plan says so instead of opening the form. */
export function PersonDialog(props: PersonDialogProps) {
  const { person, existing = [], maxPeople, onClose } = props
  if (person === undefined && maxPeople !== undefined && roomLeft(existing.length, maxPeople) === 0)
    return <PersonLimitDialog maxPeople={maxPeople} onClose={onClose} />
  return <PersonFormDialog {...props} />
}

/** The declared fields, errors under each field; a refusal is said once, in the dialog. */
function PersonFormDialog({
  person,
  onClose,
  onSaved,
  onImport,
  existing = [],
  fields = personFields,
}: PersonDialogProps) {
  const editing = person !== undefined
  const lastChange = useLastChange(person ? changeSubject.person(person.id) : null)
  const typed = typedFields(fields)
  const initial = useMemo(() => personValuesOf(person, fields), [person, fields])
  const { values, errors, formError, saving, change, blur, submit } = useCheckedForm({
    initial: (): PersonValues => initial,
    check: (v: PersonValues) => checkPerson(sentValues(v, initial, fields), fields),
    fieldOrder: typed.map((f) => f.key),
    idPrefix: 'person',
    save: (input: PersonInput) => (editing ? personsApi.update(person.id, input) : personsApi.create(input)),
    savedText: editing ? undefined : null,
    refused: (error) =>
      serverFieldErrors(
        error,
        typed.map((f) => f.key),
      ),
    onSaved: (saved: Person) => {
      if (!editing) toast.success(addedText(saved))
      onSaved(saved)
    },
  })
  const sharing = useMemo(
    () => sharingPhone(existing, values.phone ?? '', person?.id),
    [existing, values.phone, person],
  )
  const sharedNote =
    sharing.length > 0
      ? {
          id: 'person-phone-shared',
          text: `הטלפון הזה כבר רשום אצל ${sharing.map(personDisplayName).join(', ')} (למשל טלפון משותף של משפחה). אפשר לשמור בכל זאת.`,
        }
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
          {typed.map((field, i) => (
            <PersonTextField
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              error={errors[field.key]}
              note={field.input === 'tel' ? sharedNote : null}
              autoFocus={i === 0}
              onChange={(v) => change({ [field.key]: v })}
              onBlur={() => blur(field.key)}
            />
          ))}
          {fields
            .filter((f) => f.input === 'choice')
            .map((field) => (
              <PersonChoiceField
                key={field.key}
                field={field}
                value={values[field.key] ?? null}
                onChange={(v) => change({ [field.key]: v })}
              />
            ))}
          {lastChange ? <LastChangeLine entry={lastChange} /> : null}
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
