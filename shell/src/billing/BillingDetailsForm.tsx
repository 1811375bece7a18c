import {
  Button,
  FormGroup,
  HTMLSelect,
  InputGroup,
  billingApi,
  billingTexts as t,
  serverFieldErrors,
  toast,
  useCheckedForm,
} from '@seats/sdk'
import { entityTypeLabels, entityTypes, type BillingDetails, type User } from '@seats/contracts'
import {
  checkDetails,
  detailsFields,
  detailsInitial,
  type DetailsField,
  type DetailsValues,
} from './billing-details-form'

interface FieldProps {
  field: DetailsField
  label: string
  values: DetailsValues
  errors: Partial<Record<DetailsField, string>>
  change: (patch: Partial<DetailsValues>) => void
  blur: (field: DetailsField) => void
  type?: string
  dir?: 'ltr'
  autoComplete?: string
  inputMode?: 'numeric'
}

function Field({
  field,
  label,
  values,
  errors,
  change,
  blur,
  type = 'text',
  dir,
  autoComplete,
  inputMode,
}: FieldProps) {
  const id = `billing-${field}`
  const error = errors[field]
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <InputGroup
        id={id}
        type={type}
        dir={dir}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={values[field]}
        intent={error ? 'danger' : 'none'}
        onValueChange={(v) => change({ [field]: v })}
        onBlur={() => blur(field)}
      />
    </FormGroup>
  )
}

/** The details the provider's receipts carry; saved here and sent to the provider's customer at once. */
export function BillingDetailsForm({
  saved,
  user,
  onSaved,
}: {
  saved: BillingDetails | null
  user: User
  onSaved: () => void
}) {
  const form = useCheckedForm({
    initial: () => detailsInitial(saved, user),
    check: checkDetails,
    fieldOrder: detailsFields,
    idPrefix: 'billing',
    save: (details: BillingDetails) => billingApi.saveDetails(details),
    savedText: null,
    blankShowsOnLeave: true,
    refused: (error) => {
      const found = serverFieldErrors(error, detailsFields)
      toast.failure(t.detailsFailed, error, found.message ?? undefined)
      return found
    },
    onSaved: (view) => {
      toast.success(view.atProvider ? t.detailsSaved : t.detailsSavedLater)
      onSaved()
    },
  })
  const common = { values: form.values, errors: form.errors, change: form.change, blur: form.blur }
  const typeError = form.errors.entityType

  return (
    <section className="shell-subscription__details" aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">{t.detailsTitle}</h2>
      <p className="shell-subscription__note">{t.detailsNote}</p>
      <form onSubmit={form.submit} noValidate data-testid="billing-details-form">
        <Field {...common} field="legalName" label={t.legalName} autoComplete="organization" />
        <div className="shell-billing-details__row">
          <FormGroup
            label={t.entityType}
            labelFor="billing-entityType"
            helperText={typeError}
            intent={typeError ? 'danger' : 'none'}
          >
            <HTMLSelect
              id="billing-entityType"
              fill
              value={form.values.entityType}
              onChange={(e) => form.change({ entityType: e.currentTarget.value })}
              options={entityTypes.map((value) => ({ value, label: entityTypeLabels[value] }))}
            />
          </FormGroup>
          <Field {...common} field="entityNumber" label={t.entityNumber} dir="ltr" inputMode="numeric" />
        </div>
        <Field {...common} field="address" label={t.address} autoComplete="street-address" />
        <Field
          {...common}
          field="billingEmail"
          label={t.billingEmail}
          type="email"
          dir="ltr"
          autoComplete="email"
        />
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          text={t.saveDetails}
          loading={form.saving}
        />
      </form>
    </section>
  )
}
