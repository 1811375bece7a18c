import { Callout, Dialog, DialogBody, Spinner, Tab, Tabs, Tag, errorMessageOf } from '@seats/sdk'
import type { MailMessage, MailMessageDetail } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { formatIsraelDateTime } from '../../shared-ui'
import { outboxApi } from '../outbox-api'
import { mailStatusIntent, mailStatusLabel } from '../outbox-list'

/** One sent message as its recipient got it: the rendered HTML in a sandbox, and the text part. */
export function MessageDialog({ message, onClose }: { message: MailMessage; onClose: () => void }) {
  const [detail, setDetail] = useState<MailMessageDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    outboxApi
      .message(message.id, controller.signal)
      .then(setDetail)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorMessageOf(err))
      })
    return () => controller.abort()
  }, [message.id])

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={message.subject}
      icon="envelope"
      className="admin-dialog message-dialog"
    >
      <DialogBody className="message-dialog__body">
        <dl className="admin-card__fields message-dialog__meta">
          <dt>אל</dt>
          <dd>
            {message.toName} <span className="admin-ltr">&lt;{message.to}&gt;</span>
          </dd>
          <dt>סטטוס</dt>
          <dd>
            <Tag minimal round intent={mailStatusIntent[message.status]}>
              {mailStatusLabel(message.status)}
            </Tag>{' '}
            {message.attempts > 1 ? <span className="admin-muted">{message.attempts} ניסיונות</span> : null}
          </dd>
          <dt>נוצר</dt>
          <dd className="admin-ltr">{formatIsraelDateTime(message.createdAt)}</dd>
          <dt>נשלח</dt>
          <dd className="admin-ltr">{formatIsraelDateTime(message.sentAt) || '—'}</dd>
        </dl>
        {message.error ? (
          <Callout intent="danger" compact title="השליחה נכשלה">
            <span className="admin-ltr">{message.error}</span>
          </Callout>
        ) : null}
        {error ? (
          <Callout intent="danger" compact title="לא ניתן לטעון את ההודעה">
            {error}
          </Callout>
        ) : !detail ? (
          <Spinner size={28} className="message-dialog__spinner" />
        ) : (
          <Tabs id="message-parts" renderActiveTabPanelOnly>
            <Tab
              id="html"
              title="כפי שנשלחה"
              panel={
                // No scripts, no same origin, no forms: the HTML is shown, never run.
                <iframe
                  title={`תוכן ההודעה: ${message.subject}`}
                  className="message-dialog__frame"
                  sandbox=""
                  srcDoc={detail.html}
                />
              }
            />
            <Tab id="text" title="טקסט" panel={<pre className="message-dialog__text">{detail.text}</pre>} />
          </Tabs>
        )}
      </DialogBody>
    </Dialog>
  )
}
