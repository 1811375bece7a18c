import { isValidPhone, normalizePhone } from '@seats/contracts'
import { tourTexts } from './tour-texts'

/** The call step's phone for a guest: empty gives the seed's message, a wrong number its own. Null when fine. */
export function guestPhoneError(raw: string): string | null {
  const phone = normalizePhone(raw.trim())
  if (!phone) return tourTexts.phoneRequired
  return isValidPhone(phone) ? null : tourTexts.phoneInvalid
}
