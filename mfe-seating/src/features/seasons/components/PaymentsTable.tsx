import { Button, Tag, formatDate } from '@seats/sdk'
import type { SeasonHouseholdAccount, SeasonPayment } from '@seats/contracts'
import { useState } from 'react'
import { paymentsTexts as t, shekels } from '../payments-texts'

export interface PaymentsTableProps {
  households: readonly SeasonHouseholdAccount[]
  /** Unset for a role that reads only: no recording, no deleting. */
  onRecord?: (household: SeasonHouseholdAccount) => void
  onDelete?: (household: SeasonHouseholdAccount, payment: SeasonPayment) => void
  busyPaymentId: number | null
}

const statusOf = (h: SeasonHouseholdAccount) =>
  h.owes
    ? { text: t.status.owes, intent: 'danger' as const }
    : h.balance < 0
      ? { text: t.status.credit, intent: 'primary' as const }
      : { text: t.status.paidUp, intent: 'success' as const }

/**
 * Each household's seats, due, paid and balance, its payments opened beneath it. A household is a group of
 * rows of its own (its tbody); on a phone each is a card (payments.css), the headers kept for a screen reader.
 */
export function PaymentsTable({ households, onRecord, onDelete, busyPaymentId }: PaymentsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setOpen((before) => {
      const next = new Set(before)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <table className="season-pay-table" aria-label={t.tableLabel}>
      <thead className="sr-only-phone">
        <tr>
          <th scope="col">{t.household}</th>
          <th scope="col" className="season-pay-table__num">
            {t.seats}
          </th>
          <th scope="col" className="season-pay-table__num">
            {t.due}
          </th>
          <th scope="col" className="season-pay-table__num">
            {t.paid}
          </th>
          <th scope="col" className="season-pay-table__num">
            {t.balance}
          </th>
          <th scope="col">
            <span className="sr-only">{t.actions}</span>
          </th>
        </tr>
      </thead>
      {households.map((h) => {
        const status = statusOf(h)
        const expanded = open.has(h.householdId)
        const listId = `season-payments-of-${h.householdId}`
        return (
          <tbody key={h.householdId} className="season-pay-group" data-household-id={h.householdId}>
            <tr className="season-pay-row">
              <th scope="row" className="season-pay-row__name">
                <span>{h.name}</span>
                <Tag minimal round intent={status.intent} className="season-pay-row__status">
                  {status.text}
                </Tag>
              </th>
              <td className="season-pay-table__num season-pay-row__seats" data-label={t.seats}>
                {h.seats}
              </td>
              <td className="season-pay-table__num season-pay-row__due" data-label={t.due}>
                {shekels(h.due)}
              </td>
              <td className="season-pay-table__num season-pay-row__paid" data-label={t.paid}>
                {shekels(h.paid)}
              </td>
              <td
                className={`season-pay-table__num season-pay-row__balance${h.owes ? ' season-pay-row__balance--owes' : ''}`}
                data-label={t.balance}
              >
                {t.balanceOf(h.balance)}
              </td>
              <td className="season-pay-row__actions">
                {onRecord ? (
                  <Button
                    size="small"
                    variant="outlined"
                    icon="plus"
                    text={t.record}
                    aria-label={t.recordFor(h.name)}
                    onClick={() => onRecord(h)}
                  />
                ) : null}
                {h.payments.length > 0 ? (
                  <Button
                    size="small"
                    variant="minimal"
                    endIcon={expanded ? 'chevron-up' : 'chevron-down'}
                    text={t.paymentsOf(h.payments.length)}
                    aria-expanded={expanded}
                    aria-controls={expanded ? listId : undefined}
                    onClick={() => toggle(h.householdId)}
                  />
                ) : (
                  <span className="season-pay-row__none">{t.paymentsOf(0)}</span>
                )}
              </td>
            </tr>
            {expanded && h.payments.length > 0 ? (
              <tr className="season-pay-details">
                <td colSpan={6}>
                  <ul id={listId} className="season-pay-list" aria-label={t.paymentsListOf(h.name)}>
                    {h.payments.map((p) => (
                      <li key={p.id} className="season-pay-list__item">
                        <span className="season-pay-list__date">{formatDate(p.paidOn)}</span>
                        <span>{t.methods[p.method]}</span>
                        <strong className="season-pay-list__amount">{shekels(p.amount)}</strong>
                        {p.note ? <span className="season-pay-list__note">{p.note}</span> : null}
                        {onDelete ? (
                          <Button
                            size="small"
                            variant="minimal"
                            intent="danger"
                            icon="trash"
                            className="season-pay-list__delete"
                            aria-label={t.deletePayment(p.amount, formatDate(p.paidOn))}
                            title={t.deletePayment(p.amount, formatDate(p.paidOn))}
                            loading={busyPaymentId === p.id}
                            disabled={busyPaymentId !== null}
                            onClick={() => onDelete(h, p)}
                          />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ) : null}
          </tbody>
        )
      })}
    </table>
  )
}
