import { z } from 'zod'
import { schemaText } from './schema-texts'

/**
 * The one spelling of an email that is stored and looked up: trimmed, lower case, Unicode NFC (a name
 * typed with a composed or a decomposed accent is the same address).
 */
export const canonicalEmail = (email: string): string => email.trim().toLowerCase().normalize('NFC')

export const emailSchema = z
  .string()
  .overwrite(canonicalEmail)
  .pipe(z.email(schemaText('email_invalid')).max(254))
