import { AppError } from '@seats/kit'
import { fieldErrorOf } from '@seats/contracts'

/** 409 that points the form at its email field. */
export const emailTaken = () =>
  new AppError('email_taken', { fields: [fieldErrorOf('email', 'email_taken')] })
