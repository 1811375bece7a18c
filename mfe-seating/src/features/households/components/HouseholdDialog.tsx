import { Button, FormDialog, FormGroup, InputGroup, useCheckedForm } from '@seats/sdk'
import {
  formatPhone,
  personDisplayName,
  type Household,
  type HouseholdInput,
  type Person,
} from '@seats/contracts'
import { householdsApi } from '../households-api'
import { checkHousehold, householdFields, householdValuesOf, type HouseholdField } from '../household-form'
import { MemberPicker } from './MemberPicker'

export const HOUSEHOLD_DIALOG_TITLES = { add: 'משפחה חדשה', edit: 'עריכת משפחה' } as const
/** The toast after a household is added: what happened, not 'העדכון בוצע בהצלחה'. */
export const householdAddedText = 'המשפחה נוספה'
const CONTACT_EXPLAIN_ID = 'household-contact-explain'

interface HouseholdDialogProps {
  household?: Household
  /** Every worshipper, in the order the members' list shows them. */
  persons: readonly Person[]
  householdOf: ReadonlyMap<number, Household>
  onClose: () => void
  onSaved: (household: Household) => void
}

/** Add or edit a household: its name, where its messages go, and its members. */
export function HouseholdDialog({ household, persons, householdOf, onClose, onSaved }: HouseholdDialogProps) {
  const editing = household !== undefined
  const form = useCheckedForm({
    initial: () => {
      const values = householdValuesOf(household)
      return { ...values, phone: formatPhone(values.phone) }
    },
    check: checkHousehold,
    fieldOrder: householdFields,
    idPrefix: 'household',
    save: (input: HouseholdInput) =>
      editing ? householdsApi.update(household.id, input) : householdsApi.create(input),
    savedText: editing ? undefined : householdAddedText,
    onSaved,
  })
  const { values, errors, change, blur } = form

  const invalid = (field: HouseholdField) => {
    const described = [
      errors[field] ? `household-${field}-error` : '',
      field === 'phone' || field === 'email' ? CONTACT_EXPLAIN_ID : '',
    ].filter(Boolean)
    return {
      intent: errors[field] ? ('danger' as const) : ('none' as const),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    }
  }
  const helper = (field: HouseholdField) =>
    errors[field] ? <span id={`household-${field}-error`}>{errors[field]}</span> : undefined

  // With no contact yet, a chosen member's phone is one click away: a family's messages usually go there.
  const phoneOffer =
    !values.phone.trim() && !values.email.trim()
      ? values.memberIds.map((id) => persons.find((p) => p.id === id)).find((p) => p?.phone)
      : undefined

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? HOUSEHOLD_DIALOG_TITLES.edit : HOUSEHOLD_DIALOG_TITLES.add}
      icon="home"
      className="households-dialog"
      onSubmit={form.submit}
      formError={form.formError}
      footer={{ adding: !editing, saving: form.saving }}
    >
      <FormGroup
        label="שם המשפחה"
        labelFor="household-name"
        labelInfo="(חובה)"
        helperText={helper('name')}
        intent={errors.name ? 'danger' : 'none'}
      >
        <InputGroup
          id="household-name"
          value={values.name}
          onValueChange={(name) => change({ name })}
          onBlur={() => blur('name')}
          {...invalid('name')}
          placeholder="למשל: משפחת כהן"
          autoFocus
          maxLength={100}
          autoComplete="off"
        />
      </FormGroup>
      <p className="households-dialog__explain" id={CONTACT_EXPLAIN_ID}>
        לטלפון או לאימייל נשלחים הקישור לבקשת המקומות והמקומות שנקבעו. נדרש אחד מהם לפחות.
      </p>
      <div className="households-dialog__contact">
        <FormGroup
          label="טלפון"
          labelFor="household-phone"
          helperText={
            helper('phone') ??
            (phoneOffer ? (
              <Button
                variant="minimal"
                size="small"
                icon="phone"
                className="households-dialog__offer"
                text={`הטלפון של ${personDisplayName(phoneOffer)}`}
                onClick={() => change({ phone: formatPhone(phoneOffer.phone) })}
              />
            ) : undefined)
          }
          intent={errors.phone ? 'danger' : 'none'}
        >
          <InputGroup
            id="household-phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            value={values.phone}
            onValueChange={(phone) => change({ phone })}
            onBlur={() => blur('phone')}
            {...invalid('phone')}
            placeholder="050-1234567"
            maxLength={20}
            autoComplete="off"
          />
        </FormGroup>
        <FormGroup
          label="אימייל"
          labelFor="household-email"
          helperText={helper('email')}
          intent={errors.email ? 'danger' : 'none'}
        >
          <InputGroup
            id="household-email"
            type="email"
            dir="ltr"
            value={values.email}
            onValueChange={(email) => change({ email })}
            onBlur={() => blur('email')}
            {...invalid('email')}
            placeholder="name@example.com"
            maxLength={254}
            autoComplete="off"
          />
        </FormGroup>
      </div>
      <MemberPicker
        persons={persons}
        value={values.memberIds}
        householdOf={householdOf}
        householdId={household?.id}
        error={errors.memberIds}
        onChange={(memberIds) => change({ memberIds })}
      />
    </FormDialog>
  )
}
