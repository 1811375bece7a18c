import {
  Button,
  FormGroup,
  InputGroup,
  fieldErrorsFromIssues,
  serverFieldErrors,
  toast,
  useCheckedForm,
  type FormCheck,
} from '@seats/sdk'
import { planInputSchema, type Plan, type PlanInput } from '@seats/contracts'
import { plansApi } from '../plans-api'

type Field = 'maxPeople' | 'monthlyPrice' | 'yearlyPrice'
type Values = Record<Field, string>
const fields: Field[] = ['maxPeople', 'monthlyPrice', 'yearlyPrice']
const labels: Record<Field, string> = {
  maxPeople: 'עד כמה מתפללים',
  monthlyPrice: 'מחיר חודשי (₪)',
  yearlyPrice: 'מחיר שנתי (₪)',
}

const numberOf = (v: string) => (v.trim() === '' ? Number.NaN : Number(v))

function check(active: boolean) {
  return (values: Values): FormCheck<Values, PlanInput> => {
    const parsed = planInputSchema.safeParse({
      maxPeople: numberOf(values.maxPeople),
      monthlyPrice: numberOf(values.monthlyPrice),
      yearlyPrice: numberOf(values.yearlyPrice),
      active,
    })
    return parsed.success
      ? { ok: true, input: parsed.data }
      : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, fields) }
  }
}

/** A new plan, or one being edited (its values, saved over it). */
export function PlanForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: Plan | null
  onSaved: () => void
  onCancel: () => void
}) {
  const form = useCheckedForm({
    initial: (): Values => ({
      maxPeople: editing ? String(editing.maxPeople) : '',
      monthlyPrice: editing ? String(editing.monthlyPrice) : '',
      yearlyPrice: editing ? String(editing.yearlyPrice) : '',
    }),
    check: check(editing?.active ?? true),
    fieldOrder: fields,
    idPrefix: 'plan',
    save: (input) => (editing ? plansApi.update(editing.id, input) : plansApi.create(input)),
    savedText: null,
    refused: (error) => {
      const refusal = serverFieldErrors(error, fields)
      toast.failure('המסלול לא נשמר', error, refusal.message ?? undefined)
      return refusal
    },
    onSaved: (plan: Plan) => {
      toast.success(`המסלול עד ${plan.maxPeople} מתפללים נשמר`)
      form.reset({ maxPeople: '', monthlyPrice: '', yearlyPrice: '' })
      onSaved()
    },
  })

  return (
    <form
      className="plan-form"
      aria-label={editing ? 'עריכת מסלול' : 'הוספת מסלול'}
      onSubmit={form.submit}
      noValidate
    >
      {fields.map((field) => (
        <FormGroup
          key={field}
          label={labels[field]}
          labelFor={`plan-${field}`}
          helperText={form.errors[field]}
          intent={form.errors[field] ? 'danger' : 'none'}
        >
          <InputGroup
            id={`plan-${field}`}
            dir="ltr"
            inputMode="decimal"
            value={form.values[field]}
            intent={form.errors[field] ? 'danger' : 'none'}
            aria-invalid={form.errors[field] ? true : undefined}
            onValueChange={(v) => form.change({ [field]: v })}
            onBlur={() => form.blur(field)}
          />
        </FormGroup>
      ))}
      <div className="plan-form__actions">
        <Button
          type="submit"
          intent="primary"
          icon={editing ? 'floppy-disk' : 'add'}
          text={editing ? 'שמירת המסלול' : 'הוספת מסלול'}
          loading={form.saving}
        />
        {editing ? <Button text="ביטול" onClick={onCancel} /> : null}
      </div>
    </form>
  )
}
