import { describe, expect, it } from 'vitest'
import { renderMail } from './mail-template'

describe('renderMail', () => {
  const mail = renderMail({
    subject: 'עדכון\r\nBcc: evil@example.com',
    body: 'שורה ראשונה\nשורה שנייה\n\n<script>alert(1)</script> & "מרכאות"',
    toName: 'משה <כהן>',
  })

  it('is Hebrew, right to left, with the text escaped and line breaks kept', () => {
    expect(mail.html).toContain('<html dir="rtl" lang="he">')
    expect(mail.html).toContain('<div dir="rtl" lang="he"')
    expect(mail.html).toContain('שלום משה &lt;כהן&gt;,')
    expect(mail.html).toContain('שורה ראשונה<br>שורה שנייה')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;מרכאות&quot;')
    expect(mail.html).not.toContain('<script>')
  })

  it('has a plain-text part with the same words', () => {
    expect(mail.text).toContain('שלום משה <כהן>,')
    expect(mail.text).toContain('שורה ראשונה\nשורה שנייה')
    expect(mail.text).toContain('מקום פנוי')
  })

  it('keeps the subject on one line, so nothing can add a header', () => {
    expect(mail.subject).toBe('עדכון Bcc: evil@example.com')
    expect(mail.html).toContain('<title>עדכון Bcc: evil@example.com</title>')
  })

  it('greets without a name when there is none', () => {
    expect(renderMail({ subject: 's', body: 'b', toName: ' ' }).text.startsWith('שלום,')).toBe(true)
  })
})
