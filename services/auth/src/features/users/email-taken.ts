import { AppError } from '@seats/kit'
import { errorMessages } from '@seats/contracts'

/** 409 that points the form at its email field. */
export const emailTaken = () =>
  new AppError('email_taken', { fields: [{ field: 'email', message: errorMessages.email_taken }] })
