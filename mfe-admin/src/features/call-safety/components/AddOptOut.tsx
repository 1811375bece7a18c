import {
  Button,
  FormGroup,
  InputGroup,
  fieldErrorsFromIssues,
  isApiError,
  serverFieldErrors,
  toast,
  useCheckedForm,
  type FormCheck,
} from '@seats/sdk'
import { formatPhone, optOutInputSchema, type OptOut, type OptOutInput } from '@seats/contracts'
import { callSafetyApi } from '../call-safety-api'

type Field = 'phone' | 'reason'
type OptOutValues = Record<Field, string>
const fields: Field[] = ['phone', 'reason']
const initial: OptOutValues = { phone: '', reason: '' }

function checkOptOut(values: OptOutValues): FormCheck<OptOutValues, OptOutInput> {
  const parsed = optOutInputSchema.safeParse(values)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, fields) }
}

/** A number put on the list by an admin, with the reason. */
export function AddOptOut({ onAdded }: { onAdded: () => void }) {
  const form = useCheckedForm({
    initial,
    check: checkOptOut,
    fieldOrder: fields,
    idPrefix: 'stop-list',
    save: (input) => callSafetyApi.addOptOut(input),
    savedText: null,
    refused: (error) => {
      // A number already on the list is said under the number, not as a failure.
      if (isApiError(error) && error.code === 'opt_out_exists')
        return { fields: { phone: error.message }, message: null }
      const refusal = serverFieldErrors(error, fields)
      if (Object.keys(refusal.fields).length > 0) return { fields: refusal.fields, message: null }
      toast.failure('המספר לא נוסף', error)
      return { fields: {}, message: null }
    },
    onSaved: (added: OptOut) => {
      toast.success(`${formatPhone(added.phone)} נוסף לרשימת החסימה`)
      form.reset()
      onAdded()
    },
  })
  const { values, errors } = form

  return (
    <form className="stop-list-add" aria-label="הוספת מספר לרשימת החסימה" onSubmit={form.submit} noValidate>
      <FormGroup
        label="מספר טלפון"
        labelFor="stop-list-phone"
        helperText={errors.phone}
        intent={errors.phone ? 'danger' : 'none'}
      >
        <InputGroup
          id="stop-list-phone"
          dir="ltr"
          inputMode="tel"
          value={values.phone}
          intent={errors.phone ? 'danger' : 'none'}
          aria-invalid={errors.phone ? true : undefined}
          onValueChange={(phone) => form.change({ phone })}
          onBlur={() => form.blur('phone')}
        />
      </FormGroup>
      <FormGroup
        label="סיבה"
        labelFor="stop-list-reason"
        helperText={errors.reason}
        intent={errors.reason ? 'danger' : 'none'}
        className="stop-list-add__reason"
      >
        <InputGroup
          id="stop-list-reason"
          value={values.reason}
          maxLength={200}
          intent={errors.reason ? 'danger' : 'none'}
          aria-invalid={errors.reason ? true : undefined}
          onValueChange={(reason) => form.change({ reason })}
          onBlur={() => form.blur('reason')}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="add" text="הוספה לרשימה" loading={form.saving} />
    </form>
  )
}
