/** The mail's words: Hebrew, as the warden and the addresses they added read them. */

const seatsPhrase = (n: number): string =>
  n === 0 ? 'אין מקומות פנויים' : n === 1 ? 'מקום פנוי אחד' : `${n} מקומות פנויים`

export function guestMapMailText(input: {
  update: boolean
  synagogue: string
  mapName: string
  dateName: string
  hebrewDate: string
  freeCount: number
  attachments: number
}): { subject: string; body: string } {
  const title = `מפת האורחים ל${input.dateName}`
  const subject = `${input.update ? 'מפה מעודכנת: ' : ''}${title} · ${input.synagogue}`
  const pages = input.attachments === 1 ? 'מצורף קובץ PDF' : `מצורפים ${input.attachments} קובצי PDF`
  const lines = input.update
    ? [
        `התקבלו דיווחים אחרי ששלחנו את המפה. זו המפה המעודכנת של "${input.mapName}" ל${input.dateName} (${input.hebrewDate}): ${seatsPhrase(input.freeCount)}.`,
        `${pages}, מוכן להדפסה. המפה הקודמת אינה מעודכנת עוד.`,
      ]
    : [
        `מפת האורחים של "${input.mapName}" ל${input.dateName} (${input.hebrewDate}): ${seatsPhrase(input.freeCount)}.`,
        `${pages}, מוכן להדפסה ולתלייה בכניסה לבית הכנסת.`,
      ]
  return {
    subject,
    body: [
      ...lines,
      'שמות המתפללים שדיווחו שלא יגיעו אינם מופיעים במפה, אלא אם ביקשתם זאת בהגדרות המפה.',
      'המפה נשלחת לפי ההגדרה "מפת האורחים במייל" במסך התזכורות.',
    ].join('\n\n'),
  }
}

/** A file name a mailbox shows: the map, the display and the date, nothing a file system refuses. */
export function pdfName(mapName: string, displayName: string | null, date: string): string {
  const parts = [mapName, displayName, date].filter((p): p is string => Boolean(p && p.trim()))
  // Control characters become spaces too (the contracts refuse them in an attachment's name).
  const joined = [...parts.join(' - ')].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('')
  return `${joined
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim()
    .slice(0, 140)}.pdf`
}
