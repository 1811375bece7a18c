import { z } from 'zod'

/**
 * Characters a reader never sees but that change how a name shows, prints or is spoken: C0 and C1 controls
 * (NUL, tab, newline…), the bidi controls (RLO and the other embeddings, overrides, isolates, the LRM/RLM/ALM
 * marks), zero-width characters and the byte-order mark. A name holding one could spoof a list or the phone
 * menu, so it is refused.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u

export const HIDDEN_CHARACTERS_MESSAGE = 'השם מכיל תווים נסתרים שאינם מותרים'

export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text)

/** A name or title a person typed: trimmed, at most `max` characters, no hidden characters. */
export const visibleText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `עד ${max} תווים`)
    .refine((v) => !hasHiddenCharacters(v), HIDDEN_CHARACTERS_MESSAGE)

/** visibleText that may not be empty. */
export const requiredName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'שדה חובה')
    .max(max, `עד ${max} תווים`)
    .refine((v) => !hasHiddenCharacters(v), HIDDEN_CHARACTERS_MESSAGE)
