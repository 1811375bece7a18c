import { z } from 'zod'
import { schemaText } from './schema-texts'

/**
 * Characters a reader never sees but that change how a name shows, prints or is spoken: controls (NUL, tab,
 * newline…), format characters (the bidi controls, zero-width characters, the soft hyphen, the byte-order
 * mark, interlinear annotation marks, tag characters), the line and paragraph separators, and every other
 * default-ignorable code point (the combining grapheme joiner, Hangul fillers, variation selectors). A name
 * holding one could spoof a list or the phone menu, so it is refused.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u

/** A letter or digit someone can see: a name made only of spaces, marks or punctuation names no one. */
const VISIBLE_LETTER = /[\p{L}\p{N}]/u

export const HIDDEN_CHARACTERS_MESSAGE = schemaText('hidden_characters')

export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text)

export const NO_VISIBLE_LETTER_MESSAGE = schemaText('no_visible_letter')

/** A name or title a person typed: trimmed, at most `max` characters, no hidden characters. */
export const visibleText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, schemaText('too_long', { max }))
    .refine((v) => !hasHiddenCharacters(v), HIDDEN_CHARACTERS_MESSAGE)

/** visibleText that may not be empty. */
export const requiredName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, schemaText('required'))
    .max(max, schemaText('too_long', { max }))
    .refine((v) => !hasHiddenCharacters(v), HIDDEN_CHARACTERS_MESSAGE)
    // One message a field: an empty or hidden-character name already has its own.
    .refine((v) => !v || hasHiddenCharacters(v) || VISIBLE_LETTER.test(v), NO_VISIBLE_LETTER_MESSAGE)

/** A name that may be left empty (none: ''), else held to requiredName's rules; unsent is empty. */
export const optionalName = (max: number) =>
  visibleText(max)
    .refine((v) => !v || hasHiddenCharacters(v) || VISIBLE_LETTER.test(v), NO_VISIBLE_LETTER_MESSAGE)
    .default('')
