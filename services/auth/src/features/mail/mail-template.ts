/**
 * The email a user gets from an admin: Hebrew, right to left, an HTML part and a plain-text part. Everything
 * the admin typed and the recipient's name are escaped; line breaks are kept. The outbox screen shows the
 * same rendering, so what the admin reads is what was sent.
 */
export interface MailContent {
  subject: string
  body: string
  toName: string
}

export interface RenderedMail {
  /** The Subject header: one line. */
  subject: string
  html: string
  text: string
}

const PRODUCT_NAME = 'מקום פנוי'
const FOOTER = 'מקום פנוי · ניהול מקומות בבית הכנסת'

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A header may not break a line: CR/LF (and other control characters) become spaces. */
export const oneLine = (s: string): string =>
  // eslint-disable-next-line no-control-regex
  s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()

const greeting = (name: string) => (name.trim() ? `שלום ${name.trim()},` : 'שלום,')

export function renderMail(content: MailContent): RenderedMail {
  const subject = oneLine(content.subject)
  const body = content.body.replace(/\r\n?/g, '\n').trim()
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  const html = `<!doctype html>
<html dir="rtl" lang="he">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body dir="rtl" style="margin:0;padding:0;background:#f4f4f5">
<div dir="rtl" lang="he" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;text-align:right;direction:rtl">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting(content.toName))}</p>
${paragraphs}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#71717a">${escapeHtml(FOOTER)}</p>
</div>
</body>
</html>
`
  const text = `${greeting(content.toName)}\n\n${body}\n\n--\n${FOOTER}\n`
  return { subject, html, text }
}
