/**
 * The field error for a password found in the breached-password lists. Auth checks the full list (the
 * most breached 10,000) and is the authority; the forms check this short list of the very commonest so
 * that the obvious choices are refused before a round trip, with the same words.
 */
export const COMMON_PASSWORD_MESSAGE = 'הסיסמה נפוצה מדי וקלה לניחוש; בחרו סיסמה אחרת'

/** The most used passwords of 8 or more characters (shorter ones fail the length rule first). */
export const COMMONEST_PASSWORDS: ReadonlySet<string> = new Set([
  'password',
  'password1',
  'passw0rd',
  'iloveyou',
  'sunshine',
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  '12341234',
  '12344321',
  '11223344',
  '87654321',
  '123123123',
  '147258369',
  '789456123',
  '123456789a',
  'qwertyuiop',
  'qwertyui',
  'qwerty123',
  'qwer1234',
  '1234qwer',
  'q1w2e3r4',
  'q1w2e3r4t5',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '1qazxsw2',
  '12qwaszx',
  'qazwsxedc',
  'qweasdzxc',
  'asdfasdf',
  'asdfghjk',
  'asdfghjkl',
  'asdf1234',
  'abcd1234',
  'zxcvbnm1',
])

/** Compared without case: 'Password' is guessed as soon as 'password'. */
export const isCommonestPassword = (password: string): boolean =>
  COMMONEST_PASSWORDS.has(password.toLowerCase())
