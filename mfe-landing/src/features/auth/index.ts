// Sign-in and sign-up; the guest session borrows their field.
export { TextField } from './TextField'
