import {
  API_DATE_FORMAT,
  Button,
  FormDialog,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
  dayjs,
  useCheckedForm,
} from '@seats/sdk'
import {
  SEASON_PAYMENT_NOTE_MAX,
  seasonPaymentMethods,
  type SeasonHouseholdAccount,
  type SeasonPayment,
  type SeasonPaymentMethod,
} from '@seats/contracts'
import { checkPayment, paymentFields, paymentValuesOn, shekelsText, type PaymentField } from '../payment-form'
import { paymentsApi } from '../payments-api'
import { paymentsTexts as t } from '../payments-texts'

interface PaymentDialogProps {
  seasonId: number
  household: SeasonHouseholdAccount
  onClose(): void
  onSaved(payment: SeasonPayment): void
}

/** Money a household gave the warden: how much, how, on which day, and a note (a cheque's number). */
export function PaymentDialog({ seasonId, household, onClose, onSaved }: PaymentDialogProps) {
  const form = useCheckedForm({
    initial: () => paymentValuesOn(dayjs().format(API_DATE_FORMAT)),
    check: (values) => checkPayment(household.householdId, values),
    fieldOrder: paymentFields,
    idPrefix: 'season-payment',
    save: (input) => paymentsApi.record(seasonId, input),
    savedText: t.saved,
    failedText: t.failed,
    onSaved,
  })
  const { values, errors, change, blur } = form

  const helper = (field: PaymentField) =>
    errors[field] ? <span id={`season-payment-${field}-error`}>{errors[field]}</span> : undefined
  const invalid = (field: PaymentField) => ({
    intent: errors[field] ? ('danger' as const) : ('none' as const),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `season-payment-${field}-error` : undefined,
  })

  return (
    <FormDialog
      onClose={onClose}
      title={t.dialogTitle(household.name)}
      icon="bank-account"
      className="season-payment-dialog"
      onSubmit={form.submit}
      formError={form.formError}
      footer={{ adding: true, submitText: t.submit, saving: form.saving }}
    >
      <p className="season-payment-dialog__due">
        {t.dueNow(household.balance)}
        {household.balance > 0 ? (
          <Button
            variant="minimal"
            size="small"
            text={t.payBalance}
            onClick={() => change({ amount: shekelsText(household.balance) })}
          />
        ) : null}
      </p>
      <div className="season-payment-dialog__row">
        <FormGroup
          label={t.amount}
          labelFor="season-payment-amount"
          labelInfo="(חובה)"
          helperText={helper('amount')}
          intent={errors.amount ? 'danger' : 'none'}
        >
          <InputGroup
            id="season-payment-amount"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            autoFocus
            maxLength={12}
            value={values.amount}
            onValueChange={(amount) => change({ amount })}
            onBlur={() => blur('amount')}
            {...invalid('amount')}
          />
        </FormGroup>
        <FormGroup
          label={t.paidOn}
          labelFor="season-payment-paidOn"
          helperText={helper('paidOn')}
          intent={errors.paidOn ? 'danger' : 'none'}
        >
          <InputGroup
            id="season-payment-paidOn"
            type="date"
            value={values.paidOn}
            onValueChange={(paidOn) => change({ paidOn })}
            onBlur={() => blur('paidOn')}
            {...invalid('paidOn')}
          />
        </FormGroup>
      </div>
      <RadioGroup
        label={t.method}
        name="season-payment-method"
        selectedValue={values.method}
        onChange={(e) => change({ method: e.currentTarget.value as SeasonPaymentMethod })}
        inline
        className="season-payment-dialog__methods"
      >
        {seasonPaymentMethods.map((m, i) => (
          <Radio
            key={m}
            value={m}
            label={t.methods[m]}
            // The first choice takes the focus when no method was chosen.
            id={i === 0 ? 'season-payment-method' : undefined}
            aria-describedby={errors.method ? 'season-payment-method-error' : undefined}
          />
        ))}
      </RadioGroup>
      {errors.method ? (
        <p id="season-payment-method-error" className="season-payment-dialog__field-error">
          {errors.method}
        </p>
      ) : null}
      <FormGroup
        label={t.note}
        labelFor="season-payment-note"
        helperText={helper('note')}
        intent={errors.note ? 'danger' : 'none'}
      >
        <TextArea
          id="season-payment-note"
          fill
          rows={2}
          maxLength={SEASON_PAYMENT_NOTE_MAX}
          placeholder={t.notePlaceholder}
          value={values.note}
          onChange={(e) => change({ note: e.currentTarget.value })}
          onBlur={() => blur('note')}
          {...invalid('note')}
        />
      </FormGroup>
    </FormDialog>
  )
}
