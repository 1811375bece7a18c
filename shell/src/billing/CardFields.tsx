import { FormGroup, InputGroup, billingTexts, type CheckedForm } from '@seats/sdk'
import type { HTMLInputAutoCompleteAttribute } from 'react'
import { cardMaxLength, padMonth, type CardField, type CardValues } from './card-form'

interface FieldSpec {
  label: string
  id: string
  autoComplete: HTMLInputAutoCompleteAttribute
  placeholder?: string
}

/** Ids double as test ids; data-og names each input for the provider's script. */
const spec: Record<CardField, FieldSpec> = {
  cardnumber: { label: billingTexts.cardNumber, id: 'card-number', autoComplete: 'cc-number' },
  expirationmonth: {
    label: billingTexts.expirationMonth,
    id: 'card-month',
    autoComplete: 'cc-exp-month',
    placeholder: 'MM',
  },
  expirationyear: {
    label: billingTexts.expirationYear,
    id: 'card-year',
    autoComplete: 'cc-exp-year',
    placeholder: 'YYYY',
  },
  cvv: { label: billingTexts.cvv, id: 'card-cvv', autoComplete: 'cc-csc' },
  citizenid: { label: billingTexts.citizenId, id: 'card-citizen-id', autoComplete: 'off' },
}

interface CardFieldsProps {
  form: Pick<CheckedForm<CardValues, unknown>, 'values' | 'errors' | 'change' | 'blur'>
  disabled: boolean
  onEdit: () => void
}

function CardInput({ field, form, disabled, onEdit }: CardFieldsProps & { field: CardField }) {
  const { label, id, autoComplete, placeholder } = spec[field]
  const error = form.errors[field]
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className={`shell-card-field shell-card-field--${field}`}
      helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      intent={error ? 'danger' : 'none'}
    >
      <InputGroup
        id={id}
        data-og={field}
        data-testid={id}
        value={form.values[field]}
        onValueChange={(value) => {
          form.change({ [field]: value })
          onEdit()
        }}
        onBlur={() => {
          const padded = field === 'expirationmonth' ? padMonth(form.values[field]) : form.values[field]
          if (padded !== form.values[field]) {
            form.change({ [field]: padded })
            onEdit()
          }
          form.blur(field)
        }}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        required
        disabled={disabled}
        dir="ltr"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={cardMaxLength[field]}
      />
    </FormGroup>
  )
}

/** The five card inputs (seed §3, §5), never named: the form is never posted, the provider reads them. */
export function CardFields(props: CardFieldsProps) {
  return (
    <div className="shell-card-fields">
      <CardInput field="cardnumber" {...props} />
      <div className="shell-card-fields__row">
        <CardInput field="expirationmonth" {...props} />
        <CardInput field="expirationyear" {...props} />
        <CardInput field="cvv" {...props} />
      </div>
      <CardInput field="citizenid" {...props} />
    </div>
  )
}
