import { z } from 'zod'
import { isValidPhone, normalizePhone } from './phone-numbers'

export const phoneSchema = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().refine(isValidPhone, 'מספר טלפון לא תקין'))
