import { AppError, isDuplicateKey } from '@seats/kit'
import { fieldErrorOf } from '@seats/contracts'

/** 409 that points the form at its email field. */
export const emailTaken = () =>
  new AppError('email_taken', { fields: [fieldErrorOf('email', 'email_taken')] })

/** Runs a write that may set an email; the unique index is the final word on races. */
export async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isDuplicateKey(err)) throw emailTaken()
    throw err
  }
}
