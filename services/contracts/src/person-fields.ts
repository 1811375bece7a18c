/**
 * A worshipper's fields, declared once: the person schema (`seating.ts`), seating's storage, the add/edit
 * dialog, the worshippers table, the import's header detection and template, and the printed seat all read
 * this list. A new field is an entry here and a column in a seating migration (its key in snake_case).
 * No zod here: the map screen and print load it at once.
 */

/** How a field is checked (the schema `seating.ts` builds from it). */
export type PersonFieldRule =
  /**
   * A name a person typed: trimmed, at most `max` characters, a visible letter, no hidden characters. Required
   * unless `optional` (then empty is none, stored as '', and an unsent one is empty too).
   */
  | { kind: 'name'; max: number; optional?: boolean }
  /** Optional text a person typed (empty is none); unsent on an edit, it is left as it is. */
  | { kind: 'text'; max: number }
  /** An Israeli phone, stored as digits. */
  | { kind: 'phone' }
  /** One of `choices` or none; unsent on an edit, it is left as it is. */
  | { kind: 'choice'; choices: readonly PersonFieldChoice[] }

export interface PersonFieldChoice {
  value: string
  /** What the dialog offers. */
  label: string
  /** What a spreadsheet cell may say for it (compared as letters only, lower case). */
  words: readonly string[]
}

export interface PersonFieldSpec {
  key: string
  /** The Hebrew label of the dialog, the table's column, the template's header and error messages. */
  label: string
  /** Headers a spreadsheet column of this field may carry (Hebrew and English; spaces and case ignored). */
  importHeaders: readonly string[]
  /** The template's sample values, one per sample row. */
  samples: readonly string[]
  /** A sortable column of the worshippers table. */
  column: boolean
  /** The dialog's input: a text box, a phone box, or radio buttons. */
  input: 'text' | 'tel' | 'choice'
  rule: PersonFieldRule
  /** Printed in the seat's name, in the order of this list. */
  prints: boolean
}

/** The choice of a worshipper's gender: messages about them (a report's toast) then use the right form. */
export const personGenderChoices = [
  { value: 'male', label: 'גבר', words: ['ז', 'זכר', 'גבר', 'm', 'male'] },
  { value: 'female', label: 'אישה', words: ['נ', 'נקבה', 'אישה', 'אשה', 'f', 'female'] },
] as const satisfies readonly PersonFieldChoice[]

export const personFields = [
  {
    key: 'firstName',
    label: 'שם פרטי',
    importHeaders: ['שם פרטי', 'פרטי', 'first name', 'firstname', 'first', 'given name', 'forename'],
    samples: ['משה', 'שרה'],
    column: true,
    input: 'text',
    rule: { kind: 'name', max: 60 },
    prints: true,
  },
  {
    key: 'lastName',
    label: 'שם משפחה',
    importHeaders: ['שם משפחה', 'משפחה', 'last name', 'lastname', 'last', 'surname', 'family name'],
    samples: ['כהן', 'לוי'],
    column: true,
    input: 'text',
    // Many synagogues know a worshipper by one name ('שלמה', 'יוסף').
    rule: { kind: 'name', max: 60, optional: true },
    prints: true,
  },
  {
    key: 'phone',
    label: 'טלפון',
    importHeaders: [
      'טלפון',
      'נייד',
      'טלפון נייד',
      'מספר טלפון',
      'מס טלפון',
      'טל',
      'פלאפון',
      'סלולרי',
      'טלפון בבית',
      'phone',
      'mobile',
      'phone number',
      'mobile phone',
      'cell',
      'cellphone',
      'tel',
      'telephone',
    ],
    samples: ['050-1234567', '02-6543210'],
    column: true,
    input: 'tel',
    rule: { kind: 'phone' },
    prints: false,
  },
  {
    key: 'gender',
    label: 'מין',
    importHeaders: ['מין', 'מגדר', 'זכר נקבה', 'gender', 'sex'],
    samples: ['זכר', 'נקבה'],
    column: false,
    input: 'choice',
    rule: { kind: 'choice', choices: personGenderChoices },
    prints: false,
  },
] as const satisfies readonly PersonFieldSpec[]

export type PersonFields = readonly PersonFieldSpec[]
type Declared = (typeof personFields)[number]

/** A field's value in a person's input: text, or a choice's value (null: none). */
type InputValue<F> = F extends { rule: { kind: 'choice'; choices: readonly (infer C)[] } }
  ? (C extends { value: infer V } ? V : never) | null
  : string
type RequiredKey<F> = F extends { rule: { kind: 'name' | 'phone' } } & { key: infer K } ? K : never
type OptionalKey<F> = F extends { rule: { kind: 'text' | 'choice' } } & { key: infer K } ? K : never

/** What a client sends for a worshipper: the required fields, and the optional ones it means to set. */
export type PersonFieldValues = { [F in Declared as RequiredKey<F> & string]: InputValue<F> } & {
  [F in Declared as OptionalKey<F> & string]?: InputValue<F>
}

/** Whether a field must be filled: a name (unless optional) and the phone. */
export const isRequiredField = (field: PersonFieldSpec): boolean =>
  field.rule.kind === 'phone' || (field.rule.kind === 'name' && !field.rule.optional)

/** Every field key of this declaration. */
export type PersonFieldKey = Declared['key']

/** The fields the dialog and the import fill with typed text (names, phone, titles): not the choices. */
export const typedFields = (fields: PersonFields) => fields.filter((f) => f.input !== 'choice')

/** A field's value as stored when it was never given: '' for text, null for a choice. */
export const emptyValueOf = (field: PersonFieldSpec): string | null =>
  field.rule.kind === 'choice' ? null : ''

/** A field's column in seating's `persons` table: its key in snake_case (`firstName` is `first_name`). */
export const columnOf = (field: Pick<PersonFieldSpec, 'key'>): string =>
  field.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A spreadsheet cell's words for a choice: its value, null when empty, undefined when not understood. */
export function choiceOf(field: PersonFieldSpec, raw: string): string | null | undefined {
  if (field.rule.kind !== 'choice') return undefined
  const word = raw.toLocaleLowerCase().replace(/[^\p{L}]/gu, '')
  if (!word) return null
  return field.rule.choices.find((c) => c.words.includes(word))?.value
}
