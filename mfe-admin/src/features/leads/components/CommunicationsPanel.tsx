import { Button, Icon, type IconName, fromNow } from '@seats/sdk'
import type { Communication, CommunicationType } from '@seats/contracts'
import { formatIsraelDateTime } from '../../shared-ui'
import { communicationLabel } from '../lead-list'

const icons: Record<CommunicationType, IconName> = {
  call: 'phone',
  email: 'envelope',
  meeting: 'people',
  other: 'chat',
}

interface CommunicationsPanelProps {
  communications: readonly Communication[]
  onAdd: () => void
  onEdit: (communication: Communication) => void
}

/** What passed between the office and the lead, newest first. */
export function CommunicationsPanel({ communications, onAdd, onEdit }: CommunicationsPanelProps) {
  return (
    <section className="lead-panel lead-communications" aria-labelledby="lead-communications-title">
      <header className="lead-panel__head">
        <h2 id="lead-communications-title" className="lead-panel__title">
          התקשרויות
          {communications.length > 0 ? (
            <span className="lead-panel__count">{communications.length}</span>
          ) : null}
        </h2>
        <Button icon="add" text="הוספת התקשרות" intent="primary" variant="outlined" onClick={onAdd} />
      </header>
      {communications.length === 0 ? (
        <div className="lead-communications__empty">
          <Icon icon="chat" size={28} />
          <p>עדיין לא תועדה התקשרות עם הליד. שיחה, מייל או פגישה שתתעדו יופיעו כאן, מהחדשה לישנה.</p>
        </div>
      ) : (
        <ol className="lead-communications__list">
          {communications.map((c) => (
            <li key={c.id} className="lead-communication" data-communication-id={c.id}>
              <span className={`lead-communication__icon lead-communication__icon--${c.type}`} aria-hidden>
                <Icon icon={icons[c.type]} size={14} />
              </span>
              <div className="lead-communication__body">
                <div className="lead-communication__meta">
                  <strong>{communicationLabel(c)}</strong>
                  <span className="admin-ltr">{formatIsraelDateTime(c.createdAt)}</span>
                  <span className="admin-muted lead-communication__ago">{fromNow(c.createdAt)}</span>
                  <Button
                    className="lead-communication__edit"
                    variant="minimal"
                    size="small"
                    icon="edit"
                    aria-label={`עריכת ${communicationLabel(c)} מ-${formatIsraelDateTime(c.createdAt)}`}
                    title="עריכה"
                    onClick={() => onEdit(c)}
                  />
                </div>
                <p className="lead-communication__content">{c.content}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
