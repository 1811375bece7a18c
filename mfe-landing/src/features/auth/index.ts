// Sign-in and sign-up; the guest session borrows their field and its error mapping.
export { TextField } from './TextField'
export { fieldErrorsOf } from './form-errors'
export type { FieldErrors } from './form-errors'
