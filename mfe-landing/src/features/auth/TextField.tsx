import { FormGroup, InputGroup } from '@seats/sdk'
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react'

export interface TextFieldProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  type?: HTMLInputTypeAttribute
  autoComplete?: HTMLInputAutoCompleteAttribute
  /** Emails, phones and passwords read left to right even on a Hebrew page. */
  dir?: 'ltr' | 'rtl'
  error?: string
  hint?: ReactNode
  required?: boolean
  optional?: boolean
  autoFocus?: boolean
  /** Shown and sent, not typed (an invitation's address). */
  readOnly?: boolean
  inputMode?: 'email' | 'tel' | 'text'
}

/** A labelled input whose error (from the client check or the server) shows right under it. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  dir,
  error,
  hint,
  required,
  optional,
  autoFocus,
  readOnly,
  inputMode,
}: TextFieldProps) {
  const messageId = `${id}-message`
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={optional ? '(רשות)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={
        error ? (
          <span id={messageId} role="alert">
            {error}
          </span>
        ) : hint ? (
          <span id={messageId}>{hint}</span>
        ) : undefined
      }
      className="landing-field"
    >
      <InputGroup
        id={id}
        name={name}
        type={type}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        dir={dir}
        size="large"
        intent={error ? 'danger' : 'none'}
        required={required}
        autoFocus={autoFocus}
        readOnly={readOnly}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
      />
    </FormGroup>
  )
}
