/** The words of a household's messages: the synagogue first, the link last (phones make it tappable). */

export const seasonRequestPath = (token: string): string => `/s/${token}`

export const seasonLinkSms = (synagogue: string, season: string, url: string): string =>
  `${synagogue ? `${synagogue}: ` : ''}בקשת מקומות ל${season}. לבחירה מי מגיע ולאן, הקישו: ${url}`

export const seasonLinkMail = (synagogue: string, season: string, household: string, url: string) => ({
  subject: `בקשת מקומות ל${season}${synagogue ? ` – ${synagogue}` : ''}`,
  body: [
    `שלום ${household},`,
    '',
    `${synagogue || 'בית הכנסת'} מזמין אתכם לבקש מקומות ל${season}.`,
    'בקישור תבחרו מי מבני המשפחה מגיע ולאיזה אזור, ואם תרצו את המקומות של השנה שעברה.',
    'אפשר לשנות את הבקשה עד שהגבאי יסגור את הבקשות.',
    '',
    url,
  ].join('\n'),
})

const seatsWords = (seats: number) => (seats === 1 ? 'מקום אחד' : `${seats} מקומות`)

export const seasonRequestConfirmSms = (synagogue: string, season: string, seats: number): string =>
  `${synagogue ? `${synagogue}: ` : ''}${
    seats === 0
      ? `רשמנו שלא תזדקקו למקומות ל${season}.`
      : `בקשתכם ל${season} התקבלה (${seatsWords(seats)}). הגבאי יודיע לכם על המקומות.`
  }`

export const seasonRequestConfirmMail = (
  synagogue: string,
  season: string,
  household: string,
  seats: number,
) => ({
  subject: `בקשתכם ל${season} התקבלה`,
  body: [
    `שלום ${household},`,
    '',
    seats === 0 ? `רשמנו שלא תזדקקו למקומות ל${season}.` : `בקשתכם ל${season} התקבלה: ${seatsWords(seats)}.`,
    'אפשר לשנות אותה מאותו קישור עד שהגבאי יסגור את הבקשות. כשהמקומות ישובצו, הגבאי יודיע לכם.',
    '',
    synagogue,
  ]
    .join('\n')
    .trim(),
})
