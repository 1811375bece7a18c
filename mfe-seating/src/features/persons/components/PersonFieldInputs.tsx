import { FormGroup, InputGroup, Radio, RadioGroup } from '@seats/sdk'
import { isRequiredField, type PersonFieldSpec } from '@seats/contracts'

/** What a dialog field shows under it: its error, else a note (the shared phone's), else nothing. */
export interface FieldNote {
  id: string
  text: string
}

interface TextFieldProps {
  field: PersonFieldSpec
  value: string
  error: string | undefined
  note: FieldNote | null
  autoFocus: boolean
  onChange(value: string): void
  onBlur(): void
}

const maxLengthOf = (field: PersonFieldSpec) =>
  field.rule.kind === 'name' || field.rule.kind === 'text' ? field.rule.max : 20

/** A typed field of the worshipper dialog (a name, a phone, a title): its input id is `person-<key>`. */
export function PersonTextField({ field, value, error, note, autoFocus, onChange, onBlur }: TextFieldProps) {
  const id = `person-${field.key}`
  const tel = field.input === 'tel'
  return (
    <FormGroup
      label={field.label}
      labelFor={id}
      labelInfo={isRequiredField(field) ? '(חובה)' : '(לא חובה)'}
      helperText={
        error ? (
          <span id={`${id}-error`}>{error}</span>
        ) : note ? (
          <span id={note.id} role="status">
            {note.text}
          </span>
        ) : undefined
      }
      intent={error ? 'danger' : note ? 'warning' : 'none'}
    >
      <InputGroup
        id={id}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        type={tel ? 'tel' : 'text'}
        dir={tel ? 'ltr' : undefined}
        inputMode={tel ? 'tel' : undefined}
        placeholder={tel ? '050-1234567' : undefined}
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={maxLengthOf(field)}
      />
    </FormGroup>
  )
}

interface ChoiceFieldProps {
  field: PersonFieldSpec
  value: string | null
  onChange(value: string | null): void
}

/** An optional choice of the worshipper dialog (the gender), as radio buttons with "not given" first. */
export function PersonChoiceField({ field, value, onChange }: ChoiceFieldProps) {
  if (field.rule.kind !== 'choice') return null
  const choices = [{ value: '', label: 'לא צוין' }, ...field.rule.choices]
  return (
    <RadioGroup
      className="persons-dialog__choice"
      label={`${field.label} (לא חובה)`}
      inline
      selectedValue={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value || null)}
    >
      {choices.map((c) => (
        <Radio key={c.value} value={c.value} label={c.label} />
      ))}
    </RadioGroup>
  )
}
