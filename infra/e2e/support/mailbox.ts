import { expect, type APIRequestContext } from '@playwright/test'
import { stateValue } from '../e2e-env.js'

export interface ReceivedMail {
  id: number
  to: string[]
  subject: string
  text: string
  html: string
  attachments: Array<{ index: number; filename: string; contentType: string; size: number }>
}

/** How many messages with this subject reached the address so far. */
export async function mailCount(request: APIRequestContext, to: string, subject: RegExp): Promise<number> {
  const res = await request.get(`${stateValue('mailOutboxUrl')}/messages?to=${encodeURIComponent(to)}`)
  const { messages } = (await res.json()) as { messages: Array<{ subject: string }> }
  return messages.filter((m) => subject.test(m.subject)).length
}

/**
 * Waits until a message with this subject reached the address at the local mail server (the workers send
 * it over SMTP, as to a real one), and answers it whole.
 */
export async function receivedMail(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const outbox = stateValue('mailOutboxUrl')
  let id: number | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`${outbox}/messages?to=${encodeURIComponent(to)}`)
        const { messages } = (await res.json()) as { messages: Array<{ id: number; subject: string }> }
        id = messages.find((m) =>
          typeof subject === 'string' ? m.subject === subject : subject.test(m.subject),
        )?.id
        return id !== undefined
      },
      { timeout: timeoutMs, message: `no mail "${String(subject)}" to ${to}` },
    )
    .toBe(true)
  return (await (await request.get(`${outbox}/messages/${id}`)).json()) as ReceivedMail
}

/** One attachment of a received message, its bytes as the mail server got them. */
export async function mailAttachment(
  request: APIRequestContext,
  mail: ReceivedMail,
  index: number,
): Promise<Buffer> {
  const res = await request.get(`${stateValue('mailOutboxUrl')}/messages/${mail.id}/attachments/${index}`)
  expect(res.status()).toBe(200)
  return res.body()
}
