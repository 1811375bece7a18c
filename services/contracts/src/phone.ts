import { z } from 'zod'
import { PHONE_INVALID_MESSAGE, isValidPhone, normalizePhone } from './phone-numbers'

export const phoneSchema = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().refine(isValidPhone, PHONE_INVALID_MESSAGE))
